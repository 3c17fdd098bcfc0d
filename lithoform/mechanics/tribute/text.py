"""Tribute (702.104), the text part: the keyword is one ability node the rules part reads as the creature
enters; 'if tribute wasn't paid' is a condition on its enters trigger (603.4). Data only."""

from __future__ import annotations

from lithoform.mechanics.tribute.nodes import Tribute, TributeNotPaid


class TributeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_tribute(self, c: list) -> Tribute:
        n = int(str(c[0]))
        return Tribute(n, text=f"Tribute {n} (an opponent may have it enter with {n} more +1/+1 counters)")

    def cond_tribute_not_paid(self, c: list) -> TributeNotPaid:
        return TributeNotPaid()


TRANSFORMER = TributeRules
