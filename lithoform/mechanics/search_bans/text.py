"""'Can't search' effects (701.23, 101.2), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Suffix, Unsupported
from lithoform.mechanics.search_bans.nodes import OPPONENTS, PLAYERS, CantSearch, SearchTopOnly


class SearchBanRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_players_cant_search(self, c: list) -> CantSearch:
        return CantSearch(PLAYERS, text="Players can't search libraries.")

    def st_opponents_cant_search(self, c: list) -> CantSearch:
        return CantSearch(OPPONENTS, text="Your opponents can't search libraries.")

    def st_opponents_cant_search_own(self, c: list) -> CantSearch:
        """'Spells and abilities your opponents control can't cause their controller to search their library.'"""
        if tuple(self._words(c[0])) != ("spells", "and", "abilities") or not _opponents_control(c[1]):  # type: ignore[attr-defined]
            raise Unsupported("a search ban on something other than spells and abilities")
        return CantSearch(OPPONENTS, own_only=True, text="Spells and abilities your opponents control can't cause "
                                                        "their controller to search their library.")

    def st_opponents_search_top(self, c: list) -> SearchTopOnly:
        """614.1a: 'If an opponent would search a library, that player searches the top four cards of that library
        instead.' (Aven Mindcensor)."""
        who, n, kind = c
        if who != "opponents":
            raise Unsupported("every player's searches limited to the top cards")
        n = _int(n)
        if tuple(self._words(kind)) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("searching the top cards of some kind")
        return SearchTopOnly(n, text=f"If an opponent would search a library, that player searches the top {n} "
                                     "cards of that library instead.")


def _opponents_control(suffix: object) -> bool:
    return isinstance(suffix, Suffix) and suffix.name == "opponent_controls"


TRANSFORMER = SearchBanRules
