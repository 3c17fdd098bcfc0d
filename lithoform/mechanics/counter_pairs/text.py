"""Two puts of counters in one instruction, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Sequence
from lithoform.compiler.values import VP


class CounterPairsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def put_counters_on_two(self, c: list) -> VP:
        """'put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you
        control' (122.1): the first put, then the second (608.2c: in the order written); only the controller
        puts them."""
        first = self.put_counters(c[:4])  # type: ignore[attr-defined]
        second = self.put_counters(c[4:])  # type: ignore[attr-defined]
        return VP(lambda who: Sequence((first.make(who), second.make(who))), "you")


TRANSFORMER = CounterPairsRules
