"""Two trigger events of one ability (603.2), the text part: each event becomes a trigger of the same ability
(the compiler makes one ability for each, sharing the effect, as for '~ attacks or blocks'). Words that name
the object or player of only one of the events ('it', 'that player', 'that much') have no meaning for the
other, so the scope forgets what either event introduced. Data only."""

from __future__ import annotations

from lithoform.cards.tree import This, Trigger
from lithoform.compiler.values import Unsupported


class EitherEventRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _forget_event(self) -> None:
        """Neither event's object nor player is 'it' / 'that player' (603.2: either may be what happened)."""
        scope = self.scope  # type: ignore[attr-defined]
        scope.default_it = This()
        scope.player = None
        scope.event_amount = False
        scope.attacker_event = False
        scope.stack_event = False
        scope.event_other = None

    def trig_step_or_event(self, c: list) -> list[Trigger]:
        """'At the beginning of your upkeep or whenever you cast a red spell' (Shrine of Burning Rage): a step
        trigger (503.1) and another event, of your own step only (another player's step would name a player)."""
        (step, whose), other = c
        if whose != "your" or not isinstance(other, Trigger) or other.event == "step":
            raise Unsupported("'at the beginning of [a step] or whenever ...' other than your step and one event")
        self._forget_event()
        return [Trigger("step", step=step, whose=whose), other]

    def trig_self_enters_or_combat_damage_player(self, c: list) -> list[Trigger]:
        """'Whenever ~ enters or deals combat damage to a player' (603.6a, 510.3a)."""
        self._forget_event()
        return [Trigger("enters", this=True), Trigger("combat_damage", this=True, to_player=True)]


TRANSFORMER = EitherEventRules
