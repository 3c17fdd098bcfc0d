"""Whole zones moved at once (406.2, 701.24a): every card of a library exiled, a hand shuffled into its
owner's library. Cards in a library or hand are hidden (401.2, 402.3); exiled cards are face up (406.3), so
the exile is public and the shuffle says only how many cards went; unless exiled face down (Inverter of Truth,
406.3: no player may look at them, so they have no characteristics, 406.3a)."""

from __future__ import annotations

from lithoform.cards.tree import CardFace
from lithoform.mechanics.library_exile.nodes import EXILED_FACE_DOWN, ExileLibrary
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import FACE_DOWN_VALUES
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, LIBRARY, zone_key


def _exile_library(ctx: Ctx, e: ExileLibrary) -> None:
    """406.2: every card of the library is exiled (an empty library exiles nothing); face down if the text says
    so (406.3; Inverter of Truth's ruling: 'No player can look at the cards once they're exiled.')."""
    st = ctx.state
    face_down = EXILED_FACE_DOWN if e.face_down else ""
    rules = ("406.2", "406.3") if e.face_down else ("406.2",)
    for player in players_of(ctx, e.who):
        for card in st.zones[zone_key(LIBRARY, player)]:
            move(st, card, EXILE, rules=rules, face_down=face_down)


_NO_FACE = CardFace(name="", types=())


def face_down_values(kind: str) -> CardFace | None:
    """406.3a: a card exiled face down has no characteristics."""
    return _NO_FACE if kind == EXILED_FACE_DOWN else None


register_effect(ExileLibrary, _exile_library)
FACE_DOWN_VALUES.register(face_down_values)
