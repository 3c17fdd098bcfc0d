"""'its toughness' as an amount, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import This
from lithoform.mechanics.toughness_of.nodes import ToughnessOf


class ToughnessOfRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amt_its_toughness(self, c: list) -> ToughnessOf:
        return ToughnessOf(self.scope.it())  # type: ignore[attr-defined]

    def amt_this_toughness(self, c: list) -> ToughnessOf:
        return ToughnessOf(This())


TRANSFORMER = ToughnessOfRules
