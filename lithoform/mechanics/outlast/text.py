"""Outlast (702.107), the text part: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this
permanent. Activate only as a sorcery." (702.107a), an activated ability written with the general nodes.
Data only: it needs no rules of its own."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, Cost, PutCounters, This
from lithoform.compiler.values import mana


def outlast(cost: str) -> ActivatedAbility:
    """702.107a: the activated ability of 'Outlast [cost]' (sorcery timing, 307.1)."""
    return ActivatedAbility(Cost(mana=cost, tap=True), PutCounters("+1/+1", 1, This()), sorcery_speed=True,
                            keyword="Outlast", text=f"Outlast {cost} ({cost}, {{T}}: put a +1/+1 counter on "
                            "this creature; activate only as a sorcery)")


class OutlastRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_outlast(self, c: list) -> ActivatedAbility:
        return outlast(mana(c[0]))


TRANSFORMER = OutlastRules
