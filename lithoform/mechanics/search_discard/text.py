"""A discard among the steps of a library search, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import You
from lithoform.compiler.values import Marked
from lithoform.mechanics.discards.nodes import DiscardAtRandom


class SearchDiscardRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def ss_discard_random(self, c: list) -> Marked:
        """'discard a card at random' (701.9b) as a step of a search: an instruction after the found card is put
        into the hand (compiler/verbs.search runs it after the search; the shuffle, of the library, changes
        nothing the discard reads, so whether it comes before or after is the same game)."""
        if isinstance(c[0], Marked) and c[0].name == "cards_of_a_kind":
            n, f = c[0].value
            return Marked("search_after", DiscardAtRandom(n, You(), f))
        return Marked("search_after", DiscardAtRandom(c[0], You()))


TRANSFORMER = SearchDiscardRules
