"""Amount comparisons, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.amounts import ManaValueOf, PowerOf
from lithoform.cards.tree import This, Triggering
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.amount_compare.nodes import AmountAtMostAmount, PowerGreaterThan


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

    def cond_x_at_least_amount(self, c: list) -> AmountAtMostAmount:
        """'If X is greater than or equal to the number of cards in your library' (Thassa's Oracle; 608.2c): the X
        an earlier 'where X is ...' of this ability defined, counted as the condition is checked (the devotion
        as the ability resolves, its rulings), against the amount counted then."""
        where = self.scope.where_x  # type: ignore[attr-defined]
        if where is None:
            raise Unsupported("'if X is ...' with no 'where X is' before it")
        return AmountAtMostAmount(c[-1], where)

    def cond_that_power_greater_than_self(self, c: list) -> PowerGreaterThan:
        """'if that creature's power is greater than ~'s [power]' (208.1): 'that creature' is the object that
        triggered the ability (603.2)."""
        if self._words(c[0]) != ("creature",):  # type: ignore[attr-defined]
            raise Unsupported("'that ...'s power' of something other than a creature")
        if self.scope.default_it != Triggering():  # type: ignore[attr-defined]
            raise Unsupported("'that creature's power' outside a triggered ability about a creature")
        return PowerGreaterThan(Triggering(), This())


TRANSFORMER = AmountCompareRules
