"""Renown (702.112), the text part: "Renown N" means "When this creature deals combat damage to a player, if it
isn't renowned, put N +1/+1 counters on it and it becomes renowned." (702.112a; each instance triggers
separately, 702.112c); '~ is renowned' and 'when ~ becomes renowned' read the designation (702.112b).
Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import Trigger, TriggeredAbility
from lithoform.mechanics.renown.nodes import IsRenowned, Renown

BECOMES_RENOWNED = "becomes_renowned"  # the trigger event (702.112a; rules.py emits it)


def renown(n: int) -> TriggeredAbility:
    """702.112a: the triggered ability of 'Renown N', with its intervening 'if' (603.4)."""
    return TriggeredAbility(
        trigger=Trigger("combat_damage", this=True, to_player=True),
        effect=Renown(n),
        condition=IsRenowned(negated=True),
        keyword="Renown",
        text=f"Renown {n} (when it deals combat damage to a player, if it isn't renowned, put {n} +1/+1 "
             "counter(s) on it and it becomes renowned)",
    )


class RenownRules:
    """Transformer rules of renown; mixed into `OracleTransformer`."""

    def kw_renown(self, c: list) -> TriggeredAbility:
        return renown(int(str(c[0])))

    def cond_renowned(self, c: list) -> IsRenowned:
        return IsRenowned()

    def trig_becomes_renowned(self, c: list) -> Trigger:
        return Trigger(BECOMES_RENOWNED, this=True)


TRANSFORMER = RenownRules
