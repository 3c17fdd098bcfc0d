"""Ingest, the rules part (702.115).

702.115a: the player the creature dealt combat damage to exiles the top card of their library (406.2, face
up: exile is a public zone); with an empty library nothing happens."""

from __future__ import annotations

from lithoform.mechanics.ingest.nodes import ExileTopOfLibrary
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, LIBRARY, zone_key


def _exile_top(ctx: Ctx, e: ExileTopOfLibrary) -> None:
    st = ctx.state
    for ref in ctx.refs(e.who):
        if ref >= 0:
            continue
        library = st.zones[zone_key(LIBRARY, -ref - 1)]
        if library:
            move(st, library[0], EXILE, rules=("702.115a", "406.2"))


register_effect(ExileTopOfLibrary, _exile_top)
