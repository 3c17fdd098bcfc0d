"""'Whenever you attack', the text part: the same trigger as 'whenever you attack with one or more
creatures' (508.1m). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, Trigger


class YouAttackRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def trig_you_attack(self, c: list) -> Trigger:
        """'Whenever you attack, ...': once each combat in which you declare one or more attackers."""
        return Trigger("attack_with", filter=Filter(types=("Creature",)), min_attackers=1)


TRANSFORMER = YouAttackRules
