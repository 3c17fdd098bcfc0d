"""Whole zones moved at once (406.2, 701.24a): every card of a library exiled, a hand shuffled into its
owner's library. Cards in a library or hand are hidden (401.2, 402.3); exiled cards are face up (406.3), so
the exile is public and the shuffle says only how many cards went."""

from __future__ import annotations

from lithoform.mechanics.library_exile.nodes import ExileLibrary
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, LIBRARY, zone_key


def _exile_library(ctx: Ctx, e: ExileLibrary) -> None:
    """406.2: every card of the library is exiled (an empty library exiles nothing)."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        for card in st.zones[zone_key(LIBRARY, player)]:
            move(st, card, EXILE, rules=("406.2",))


register_effect(ExileLibrary, _exile_library)
