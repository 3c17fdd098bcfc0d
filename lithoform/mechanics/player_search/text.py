"""Another player searching their library (701.23a), the text part: '[its controller] may search their library
for ..., put it onto the battlefield [tapped], then shuffle.' The search itself is the compiler's (its
`search` transformer rule builds the SearchLibrary); this names who searches. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import EachPlayer, SearchLibrary
from lithoform.compiler.values import Suffix, Unsupported, replace
from lithoform.mechanics.player_search.nodes import PlayerSearches

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i


class PlayerSearchRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def searcher_its_controller(self, c: list) -> Any:
        """'its controller': the controller of the target (from its last known information, 608.2h)."""
        return self.pl_its_controller(c)  # type: ignore[attr-defined]

    def searcher_that_controller(self, c: list) -> Any:
        """"that creature's controller" (Pattern of Rebirth): the one 'that creature' named."""
        return self.pl_its_controller(c)  # type: ignore[attr-defined]

    def sfx_with_basic_land_type(self, c: list) -> Suffix:
        """'with a basic land type' (205.3i): any one of the five basic land types."""
        self._only(c[0], "basic land")  # type: ignore[attr-defined]
        return Suffix("subtypes_any", BASIC_LAND_TYPES)

    def each_player_may_search_sentence(self, c: list) -> list[PlayerSearches]:
        """701.23a, 101.4: 'Each player may search their library for ...': each in turn order chooses and searches."""
        return [self.player_may_search([EachPlayer(), *c])]

    def ps_reveal(self, c: list) -> str:
        return "reveal"

    def ps_battlefield(self, c: list) -> str:
        return "battlefield"

    def ps_battlefield_tapped(self, c: list) -> str:
        return "battlefield_tapped"

    def search_rest3(self, c: list) -> list[str]:
        return list(c)

    def each_player_must_search(self, c: list) -> PlayerSearches:
        """701.23a: 'Each player searches their library for a basic land card, puts it onto the battlefield, then
        shuffles.' (no 'may': each searches)."""
        return replace(self.player_may_search([EachPlayer(), *c]), optional=False)

    def search_rest_top(self, c: list) -> list[str]:
        """'..., then shuffle and put that card on top' (701.23a, 701.24a): the found card stays in the library
        through the shuffle, then goes on top (its steps, then 'top')."""
        *steps, words = c
        if any(s != "reveal" for s in steps):
            raise Unsupported("a card moved elsewhere before it's put on top")
        self._only(words, "card")  # type: ignore[attr-defined]
        return [*steps, "top"]

    def player_may_search(self, c: list) -> PlayerSearches:
        """701.23a: 'Its controller may search their library for a basic land card, put it onto the
        battlefield, then shuffle.'"""
        who, what, steps = c
        vp = self.search([what, steps])  # type: ignore[attr-defined]
        search = vp.make(None)
        if not isinstance(search, SearchLibrary) or search.to not in ("battlefield", "hand") or search.split:
            # (the search runs as that player: their hand, 400.3; under their control, 110.2a)
            raise Unsupported("another player's search that puts the cards somewhere other than the battlefield")
        return PlayerSearches(who, search)


TRANSFORMER = PlayerSearchRules
