"""Life-loss triggers, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, Triggering


class LifeLossEventRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_you_lose_life(self, c: list) -> Trigger:
        """'Whenever you lose life' (119.3, 603.2): once for each life-loss event; 'that much' / 'that many' is
        the life lost (all the combat damage dealt to you at once is one event, 510.2)."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("lose_life")

    def trig_you_lose_life_first_time(self, c: list) -> Trigger:
        """'... for the first time each turn': only the first life-loss event of its controller this turn."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("lose_life", nth=1)

    def trig_opponent_loses_life(self, c: list) -> Trigger:
        """'Whenever an opponent loses life': 'that player' is them, 'that much' the life they lost."""
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("lose_life", whose="opponent")

    def trig_you_pay_life(self, c: list) -> Trigger:
        """'Whenever you pay life' (119.4: as a cost, Phyrexian mana included, 107.4f); 'that many' is the life
        paid."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("pay_life")


TRANSFORMER = LifeLossEventRules
