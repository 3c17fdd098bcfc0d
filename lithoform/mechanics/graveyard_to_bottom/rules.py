"""'[Player] puts all the cards from their graveyard on the bottom of their library in a random order'
(Endurance), the rules part: the order comes from the game's generator, as a shuffle's (701.24a), and the
cards go into the library, whose order is hidden (401.2, 401.4)."""

from __future__ import annotations

from lithoform.mechanics.graveyard_to_bottom.nodes import GraveyardToLibraryBottom
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import GRAVEYARD, LIBRARY, zone_key


def _graveyard_to_bottom(ctx: Ctx, e: GraveyardToLibraryBottom) -> None:
    st = ctx.state
    for player in players_of(ctx, e.who):
        cards = list(st.zones[zone_key(GRAVEYARD, player)])
        for i in range(len(cards) - 1, 0, -1):  # a random order (Fisher-Yates, the game's generator)
            j = st.random(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        for card in cards:
            move(st, card, LIBRARY, position=len(st.zones[zone_key(LIBRARY, player)]), rules=("401.4",))


register_effect(GraveyardToLibraryBottom, _graveyard_to_bottom)
