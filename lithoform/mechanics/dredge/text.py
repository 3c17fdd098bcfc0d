"""Dredge (702.52), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.dredge.nodes import Dredge


class DredgeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_dredge(self, c: list) -> Dredge:
        n = int(str(c[0]))
        return Dredge(n, text=f"Dredge {n} (if you would draw a card, you may mill {n} cards and return this card "
                              "from your graveyard to your hand instead)")


TRANSFORMER = DredgeRules
