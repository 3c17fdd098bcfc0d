"""'Counter target spell unless its controller pays {1} for each ...', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported, mana, times
from lithoform.mechanics.counter_unless_each.nodes import CounterUnlessPaysGeneric


class CounterUnlessEachRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def counter_unless_pays_each(self, c: list) -> VP:
        """118.12, 107.1: '{N} for each [count]': N times the count, generic mana only."""
        what, symbols, count = c
        n = mana(symbols).upper().strip("{}")
        if not n.isdigit():
            raise Unsupported("'unless its controller pays' colored mana for each ...")
        effect = CounterUnlessPaysGeneric(what, times(count, int(n)))
        return VP(lambda who: effect, "you")


TRANSFORMER = CounterUnlessEachRules
