"""Whole zones moved at once (406.2, 701.24a): every card of a library exiled, a hand shuffled into its
owner's library. Cards in a library or hand are hidden (401.2, 402.3); exiled cards are face up (406.3), so
the exile is public and the shuffle says only how many cards went."""

from __future__ import annotations

from lithoform.mechanics.library_exile.nodes import ExileLibrary, ShuffleHandIntoLibrary
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import EXILE, HAND, LIBRARY, zone_key


def _exile_library(ctx: Ctx, e: ExileLibrary) -> None:
    """406.2: every card of the library is exiled (an empty library exiles nothing)."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        for card in st.zones[zone_key(LIBRARY, player)]:
            move(st, card, EXILE, rules=("406.2",))


def _shuffle_hand(ctx: Ctx, e: ShuffleHandIntoLibrary) -> None:
    """701.24a: the hand's cards are put into the library, then it is shuffled (Jace's ruling: an empty
    hand shuffles nothing in, and the library stays as it was in size)."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        for card in st.zones[zone_key(HAND, player)]:
            move(st, card, LIBRARY, rules=("701.24a",))
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)


register_effect(ExileLibrary, _exile_library)
register_effect(ShuffleHandIntoLibrary, _shuffle_hand)
