"""'Can't search' effects (701.23, 101.2), the rules part. The core asks SEARCH_FORBIDDEN before a player searches a
library (rules/effects/library.py): a forbidden search doesn't happen (no card is found, nothing triggers on a
search), but the rest of the instruction does: 'Search your library ..., then shuffle' still shuffles (Ashiok's
ruling), and a 'reveal' or 'look at the top' isn't a search at all."""

from __future__ import annotations

from lithoform.mechanics.search_bans.nodes import OPPONENTS, CantSearch
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import SEARCH_FORBIDDEN
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


SEARCH_FORBIDDEN.register(search_forbidden, needs=("CantSearch",))
