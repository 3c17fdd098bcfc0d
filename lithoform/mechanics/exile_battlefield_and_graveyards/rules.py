"""'Exile all creatures and planeswalkers with mana value 3 or less from the battlefield and all creature and
planeswalker cards with mana value 3 or less from all graveyards.' (Shadows' Verdict), the rules part: 701.13a and
406.2, the matching permanents and every graveyard's matching cards moved at the same time (603.10a: one
instruction, whose leaves-the-battlefield abilities look back at all of it)."""

from __future__ import annotations

from lithoform.mechanics.exile_battlefield_and_graveyards.nodes import ExileFromBattlefieldAndGraveyards
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, zone_key


def _exile_from_battlefield_and_graveyards(ctx: Ctx, e: ExileFromBattlefieldAndGraveyards) -> None:
    st = ctx.state
    permanents = [o for o in st.zones[BATTLEFIELD] if matches(st, e.battlefield, o, ctx.controller, ctx.source)]
    cards = [c for p in st.players for c in st.zones[zone_key(GRAVEYARD, p.index)]
             if matches(st, e.graveyards, c, ctx.controller, ctx.source)]
    moves = [(o, EXILE, ("701.13a",)) for o in permanents] + [(c, EXILE, ("406.2",)) for c in cards]
    if moves:
        move_simultaneously(st, moves)


register_effect(ExileFromBattlefieldAndGraveyards, _exile_from_battlefield_and_graveyards)
