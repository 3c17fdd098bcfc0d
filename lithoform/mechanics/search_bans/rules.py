"""'Can't search' effects (701.23, 101.2), the rules part. The core asks SEARCH_FORBIDDEN before a player searches a
library (rules/effects/library.py): a forbidden search doesn't happen (no card is found, nothing triggers on a
search), but the rest of the instruction does: 'Search your library ..., then shuffle' still shuffles (Ashiok's
ruling), and a 'reveal' or 'look at the top' isn't a search at all."""

from __future__ import annotations

from lithoform.mechanics.search_bans.nodes import OPPONENTS, CantSearch, SearchTopOnly
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import SEARCH_FORBIDDEN, SEARCH_TOP_ONLY
from lithoform.state.model import GameState


def search_forbidden(state: GameState, searcher: int, owner: int, cause_controller: int) -> bool:
    """101.2, 701.23: whether a 'can't search' static ability on the battlefield stops `searcher` searching `owner`'s
    library for a spell or ability `cause_controller` controls."""
    for pid, a in battlefield_abilities(state, CantSearch):
        controller = state.objects[pid].controller
        if a.who == OPPONENTS and searcher == controller:
            continue
        if a.own_only and (owner != searcher or cause_controller != searcher):
            continue  # Ashiok: only their own spells and abilities searching their own library
        return True
    return False


def search_top_only(state: GameState, searcher: int, owner: int) -> int | None:
    """614.1a: the fewest top cards an 'opponent searches the top N cards instead' ability (Aven Mindcensor) of a
    permanent another player controls leaves `searcher` (Aven Mindcensor's rulings: "Cards not in the top four cards
    of the library can't be found in the search"; two of them: the top four still)."""
    depths = [a.count for pid, a in battlefield_abilities(state, SearchTopOnly)
              if state.objects[pid].controller != searcher]
    return min(depths) if depths else None


SEARCH_FORBIDDEN.register(search_forbidden, needs=("CantSearch",))
SEARCH_TOP_ONLY.register(search_top_only, needs=("SearchTopOnly",))
