"""Amount comparisons, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.amounts import ManaValueOf
from lithoform.mechanics.amount_compare.nodes import AmountAtMostAmount


class AmountCompareRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_its_mv_at_most_amount(self, c: list) -> AmountAtMostAmount:
        """'its mana value is less than or equal to [amount]': 'its' is the object the sentence named last."""
        return AmountAtMostAmount(ManaValueOf(self.scope.it()), c[-1])  # type: ignore[attr-defined]


TRANSFORMER = AmountCompareRules
