"""Delve (702.66), its text part: the transformer rule for the keyword. Data only: imports the cards, never
the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.delve.nodes import EntersWithDelvedCounters


class DelveRules:
    """Transformer rules of delve; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_delve(self, c: list) -> Static:
        """702.66a: a static ability functioning on the stack, read by name as the cost is paid (rules.py)."""
        return Static("Delve", text="Delve")

    def st_enters_counters_delved(self, c: list) -> EntersWithDelvedCounters:
        """607.2q: 'exiled with it' on a permanent whose spell has delve: the cards exiled to pay its cost."""
        n, kind, _word, what = c
        if n != 1:
            raise Unsupported("more than one counter for each card exiled with it")
        words = list(self._words(what))  # type: ignore[attr-defined]
        # 'for each instant and sorcery card': each card of either type (as 'instant and sorcery cards')
        words = ["or" if w == "and" and 0 < i < len(words) - 2 else w for i, w in enumerate(words)]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card":
            raise Unsupported("something other than cards exiled with it")
        return EntersWithDelvedCounters(str(kind), replace(d.filter(), controller=None))


TRANSFORMER = DelveRules
