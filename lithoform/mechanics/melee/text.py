"""Melee (702.121), the text part: "Melee" means "Whenever this creature attacks, it gets +1/+1 until end of
turn for each opponent you attacked with a creature this combat." (702.121a); each instance triggers
separately (702.121b). Data only."""

from __future__ import annotations

from lithoform.cards.tree import ModifyPTBy, This, Trigger, TriggeredAbility
from lithoform.mechanics.melee.nodes import OpponentsAttacked

MELEE = TriggeredAbility(
    trigger=Trigger("attacks", this=True),
    effect=ModifyPTBy(OpponentsAttacked(), OpponentsAttacked(), This()),
    keyword="Melee",
    text="Melee (whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked "
         "with a creature this combat)",
)


class MeleeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_melee(self, c: list) -> TriggeredAbility:
        return MELEE


TRANSFORMER = MeleeRules
