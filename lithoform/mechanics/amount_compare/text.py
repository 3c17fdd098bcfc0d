"""Amount comparisons, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.amounts import ManaValueOf, PowerOf
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.amount_compare.nodes import AmountAtMostAmount


class AmountCompareRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_its_mv_at_most_amount(self, c: list) -> AmountAtMostAmount:
        """'its mana value (power) is less than or equal to [amount]': 'its' is the object the sentence named
        last."""
        stat, amount = [x for x in c if x is not None]
        it = self.scope.it()  # type: ignore[attr-defined]
        if stat == "mana_value":
            return AmountAtMostAmount(ManaValueOf(it), amount)
        if stat == "power":
            return AmountAtMostAmount(PowerOf(it), amount)
        raise Unsupported("a comparison of toughness with an amount")


TRANSFORMER = AmountCompareRules
