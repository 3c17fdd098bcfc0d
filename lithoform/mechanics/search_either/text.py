"""'Search your library for an instant card or a card with flash', the text part (701.23a, 109.2). Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import Desc, DescriptionError
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported


class SearchEitherRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def search_either(self, c: list) -> tuple:
        """One card that is either of two described cards: a Filter matching either (`any_of`)."""
        n1, d1, n2, d2 = c
        if _int(n1) != 1 or _int(n2) != 1:
            raise Unsupported("a search for several cards of either description")
        if d1.noun != "card" or d2.noun != "card" or d1.named_this or d2.named_this:
            raise Unsupported("a search for either of two descriptions that aren't cards")
        try:
            either = Desc(noun="card", zone=d1.zone, any_of=[d1.filter(), d2.filter()])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return (n1, False, either)


TRANSFORMER = SearchEitherRules
