"""Library searches past the one-sentence form (701.23a), the text part: 'up to X ..., where X is ...' (107.3),
'with different names' (201.2), found cards exiled (406.3), another player's library ('search target player's
library ... Then that player shuffles.'), and a search whose steps go on in the sentences after it. The search
itself is the compiler's SearchLibrary (rules/effects/library.py); this reads the other ways it is written.
Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lark import Token

from lithoform.cards.tree import (
    Found,
    May,
    ReturnToBattlefield,
    SearchLibrary,
    Sequence,
    ShuffleLibrary,
    Target,
    TargetSpec,
    XValue,
    You,
)
from lithoform.compiler.values import (
    VP,
    Marked,
    SentenceMark,
    Suffix,
    Unsupported,
    WhereX,
    replace,
    substitute,
)

OPEN = "search_open"  # a search sentence whose steps or shuffle are still to come
OWNER_SHUFFLES = "search_owner_shuffles"  # 'Then that player shuffles.'
STEPS = "search_steps"  # 'Reveal those cards, put them into your hand, then shuffle.'
SPLIT = "search_split"  # 'Put one into your hand and the other into your graveyard.'
_PLACES = ("hand", "battlefield", "battlefield tapped", "graveyard", "exile", "split")


class SearchStepsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def search_where(self, c: list) -> VP:
        """'Search your library for up to X basic land cards, where X is the number of lands you control, ...'
        (107.3): X counted as the search begins."""
        what, where, steps = c
        return VP(lambda who: self._where(self._found_search(None, what, steps), where), "you")

    def _where(self, search: SearchLibrary, where: Any) -> SearchLibrary:
        if where is None:
            return search
        if "{X}" in self.face_mana_cost.upper():  # type: ignore[attr-defined]
            raise Unsupported("'where X is' on a card with X in its mana cost")
        if not isinstance(search.amount, XValue):
            # 'a creature card with mana value X or less, where X is 2 plus the sacrificed creature's mana value'
            # (Eldritch Evolution; 107.3): the filter's X, counted once as the search begins (rules/effects/library)
            if search.filter is None or search.filter.mana_value_at_most_amount != XValue():
                raise Unsupported("'where X is' after a number other than the count of cards searched for")
            return replace(search, filter=replace(search.filter, mana_value_at_most_amount=where.amount))
        return substitute(search, XValue(), where.amount)

    def ss_exile(self, c: list) -> str:
        return "exile"

    def sfx_different_names(self, c: list) -> Suffix:
        """'with different names' / 'that each have different names' (201.2)."""
        return Suffix("different_names")

    def sp_target_player(self, c: list) -> Target:
        return self.scope.target(TargetSpec("player"))  # type: ignore[attr-defined]

    def sp_target_opponent(self, c: list) -> Target:
        return self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]

    def search_open(self, c: list) -> list[str]:
        return list(c)

    def search_rest_top_many(self, c: list) -> list[str]:
        """'..., reveal them, then shuffle and put those cards on top in any order' (701.23a, 701.24a): the found
        cards go on top after the shuffle, in the order the searcher chooses."""
        steps = [s for s in c if isinstance(s, str) and not isinstance(s, Token)]
        if any(s != "reveal" for s in steps):
            raise Unsupported("a card moved elsewhere before it's put on top")
        return [*steps, "top"]

    def sh_yours(self, c: list) -> Marked:
        return self._search_head(None, *_head_parts(c))

    def sh_player(self, c: list) -> Marked:
        return self._search_head(c[0], *_head_parts(c[1:]))

    def sh_player_shuffles(self, c: list) -> SearchLibrary:
        """'Search target player's library for up to three cards, exile them, then that player shuffles.'"""
        who, what, *steps = c
        return _closed(self._found_search(who, what, steps), steps)

    def _found_search(self, who: Any, what: Any, steps: list[str]) -> SearchLibrary:
        search = self.search([what, steps]).make(None)  # type: ignore[attr-defined]
        if not isinstance(search, SearchLibrary):
            raise Unsupported("a search of another kind")
        if who is not None:
            if search.to in ("battlefield", "top") and search.split:
                raise Unsupported("another player's cards split between zones")
            search = replace(search, library=who)
        return search

    def _search_head(self, who: Any, what: Any, where: Any, steps: list[str]) -> Marked:
        """A search sentence without its shuffle: the search so far, completed by the sentences after it."""
        search = self._where(self._found_search(who, what, steps), where)
        return Marked(OPEN, (search, any(s in _PLACES for s in steps)))

    def search_head_sentence(self, c: list) -> list:
        return [c[0]]

    def search_owner_shuffles_sentence(self, c: list) -> SentenceMark:
        return SentenceMark(OWNER_SHUFFLES)

    def search_split_sentence(self, c: list) -> SentenceMark:
        """'Put one into your hand and the other into your graveyard.' after a search sentence."""
        return SentenceMark(SPLIT)

    def search_put_found_sentence(self, c: list) -> SentenceMark:
        """'Put that card onto the battlefield, then shuffle.' after a search sentence (701.23a, 701.24a)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return SentenceMark(STEPS, ("battlefield",))

    def search_put_found_tapped_sentence(self, c: list) -> SentenceMark:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return SentenceMark(STEPS, ("battlefield tapped",))

    def search_repeat_values_sentence(self, c: list) -> SentenceMark:
        """'Then repeat this process for instant cards with mana values 2 and 1. Then shuffle.' (608.2c): the cards
        named and each mana value searched for again, in order."""
        words, values = [x for x in c if x is not None]
        return SentenceMark(REPEAT_VALUES, (tuple(self._words(words)), *values))  # type: ignore[attr-defined]

    def repeat_values(self, c: list) -> tuple[int, ...]:
        return tuple(int(str(n)) for n in c)

    def search_steps_sentence(self, c: list) -> SentenceMark:
        """'Reveal those cards, put them into your hand, then shuffle.' after a search sentence."""
        return SentenceMark(STEPS, ("reveal", *[s for s in c if isinstance(s, str)]))


REPEAT_VALUES = "search_repeat_values"  # 'Then repeat this process for instant cards with mana values 2 and 1.'


def _repeated(mark: SentenceMark, search: SearchLibrary) -> Any:
    """The open search (one exact mana value, its cards placed) followed by the same search for each other mana
    value; only the last shuffles (701.24a)."""
    words, *values = mark.effects
    f = search.filter
    exact = f.mana_value_at_least is not None and f.mana_value_at_least == f.mana_value_at_most
    if not exact or search.library is not None or len(words) != 2 or words[-1] != "cards":
        raise Unsupported("'repeat this process for' after a search for other than one mana value")
    if (words[0].capitalize(),) != f.types or replace(f, types=(), mana_value_at_least=None,
                                                       mana_value_at_most=None) != type(f)():
        raise Unsupported("'repeat this process for' other cards than the search's")
    searches = [replace(search, shuffled=False)]
    for v in values:
        searches.append(replace(search, shuffled=False, filter=replace(f, mana_value_at_least=v,
                                                                        mana_value_at_most=v)))
    searches[-1] = replace(searches[-1], shuffled=True)
    return Sequence(tuple(searches))


def _head_parts(c: list) -> tuple[Any, Any, list[str]]:
    """(what is searched for, the 'where X is' or None, the steps so far) of a search sentence's parts."""
    what, *rest = c
    where = next((r for r in rest if isinstance(r, WhereX)), None)
    steps = next((r for r in rest if isinstance(r, list)), [])
    return what, where, steps


def _closed(search: SearchLibrary, steps: Any) -> SearchLibrary:
    """The search with its steps (701.23a): where the found cards go, and whether they are revealed first."""
    for step in steps:
        if step == "reveal":
            search = replace(search, reveal=True)
        elif step in ("battlefield", "battlefield tapped"):
            search = replace(search, to="battlefield", tapped=step.endswith("tapped"))
        elif step == "split":
            search = replace(search, to="battlefield", tapped=True, split=True)
        elif step in ("hand", "graveyard", "exile"):
            search = replace(search, to=step)
    return search


def _open(node: Any) -> tuple[SearchLibrary, bool] | None:
    """The search of an open search sentence, and whether its cards have a place yet."""
    if isinstance(node, Marked) and node.name == OPEN:
        return node.value
    return None


def mark_search(mark: SentenceMark, last: Any) -> Any:
    """A sentence after an open search completes it, or nothing (None)."""
    found = _open(last)
    if found is None:
        return None
    search, placed = found
    if mark.name == REPEAT_VALUES and placed:
        return _repeated(mark, search)
    if mark.name == OWNER_SHUFFLES and search.library is not None and placed:
        return search  # 'Then that player shuffles.' (701.24a): the searched library's owner
    if mark.name == STEPS and search.library is None and not placed:
        return _closed(search, mark.effects)
    if mark.name == SPLIT and search.library is None and not placed and search.to == "hand" \
            and search.count == 2 and search.amount is None:
        # two cards: one into the hand, the other into the graveyard; 'Then shuffle.' follows (finish_search)
        return Marked(OPEN, (replace(search, to="graveyard", first="hand"), True))
    return None


def finish_search(result: Any, mentions: Any) -> Any:
    """An open search followed by its remaining instructions, parsed as instructions of their own: 'Put those
    cards onto the battlefield tapped, then shuffle.' (the found cards, 701.23a) or 'Then shuffle.' (701.24a)."""
    effects = list(result.effects) if isinstance(result, Sequence) else [result]
    out: list[Any] = []
    i = 0
    while i < len(effects):
        e = effects[i]
        wrapped = isinstance(e, May)
        found = _open(e.effect if wrapped else e)
        if found is None or found[0].library is not None:
            out.append(e)
            i += 1
            continue
        search, placed = found
        rest = effects[i + 1:]
        if not placed and len(rest) >= 2 and isinstance(rest[0], ReturnToBattlefield) \
                and rest[0].what == Found() and not rest[0].owner and rest[1] == ShuffleLibrary(You()):
            # 'Put those cards onto the battlefield [tapped], then shuffle.'
            search = replace(search, to="battlefield", tapped=rest[0].tapped)
            i += 3
        elif placed and rest and rest[0] == ShuffleLibrary(You()):
            i += 2  # 'Then shuffle.'
        else:
            out.append(e)  # left open: refused as unparsed (contains_marker)
            i += 1
            continue
        out.append(replace(e, effect=search) if wrapped else search)
    if out == effects:
        return result
    return Sequence(tuple(out)) if len(out) > 1 else out[0]


TRANSFORMER = SearchStepsRules
MARKS = (mark_search,)  # sentence marks (compiler/sentences.py): each changes the instruction before it
EFFECT_FINISHERS = (finish_search,)
