"""Searching a library and graveyard for cards to keep and exiling the rest, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import VP, SentenceMark, Unsupported, replace
from lithoform.mechanics.search_keep_rest.nodes import SearchKeepExileRest

_ON_TOP = "search_keep_on_top"


class SearchKeepRestRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def search_keep_exile_rest(self, c: list) -> VP:
        """'Search your library and graveyard for five cards and exile the rest.' (701.23a, 406.3)."""
        n, tok = c
        d = self._desc_of(tok)  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural or not isinstance(n, int):
            raise Unsupported("'search your library and graveyard for' something other than a number of cards")
        node = SearchKeepExileRest(n, d.filter())
        return VP(lambda who: node, "you", "search")

    def chosen_on_top_sentence(self, c: list) -> SentenceMark:
        """'Put the chosen cards on top of your library in any order.' after the search (401.1)."""
        if list(self._words(c[0])) != ["cards"]:  # type: ignore[attr-defined]
            raise Unsupported("'put the chosen ...' of something other than cards")
        return SentenceMark(_ON_TOP)


def mark_chosen_on_top(mark: SentenceMark, last: Any) -> Any:
    if mark.name == _ON_TOP and isinstance(last, SearchKeepExileRest) and not last.put:
        return replace(last, put="top")
    return None


TRANSFORMER = SearchKeepRestRules
MARKS = (mark_chosen_on_top,)
