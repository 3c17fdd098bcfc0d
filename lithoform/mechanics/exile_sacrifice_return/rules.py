"""Living End's three steps, the rules part (608.2c: in the order written). Ruling (2021-03-19): "While Living
End is resolving, first each player exiles their graveyard at the same time, then each player sacrifices all
creatures they control at the same time, and finally each player puts their exiled cards onto the battlefield
at the same time." and "'All cards they exiled this way' refers only to the cards exiled in the first part of
the effect." (400.7: the cards in exile are new objects, remembered as this resolves)."""

from __future__ import annotations

from lithoform.mechanics.exile_sacrifice_return.nodes import ExileSacrificeReturn
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously, sacrifice_all
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, zone_key


def _exile_sacrifice_return(ctx: Ctx, e: ExileSacrificeReturn) -> None:
    st = ctx.state
    players = [p.index for p in st.players if not p.lost]
    cards = [oid for p in players for oid in st.zones[zone_key(GRAVEYARD, p)]
             if matches(st, e.exiled, oid, p, ctx.source)]
    moved = move_simultaneously(st, [(oid, EXILE, ("701.13a",)) for oid in cards])
    exiled = [m for m in moved if m and m in st.objects and st.objects[m].zone == EXILE]
    doomed = [oid for oid in st.zones[BATTLEFIELD]
              if st.objects[oid].controller in players and matches(st, e.sacrificed, oid, st.objects[oid].controller,
                                                                   ctx.source)]
    sacrifice_all(st, doomed)  # 701.21a: all at the same time
    back = [oid for oid in exiled if oid in st.objects and st.objects[oid].zone == EXILE]
    # 'puts ... onto the battlefield': each player their own cards, under their control (110.2a)
    move_simultaneously(st, [(oid, BATTLEFIELD, ("110.2a",)) for oid in back])


register_effect(ExileSacrificeReturn, _exile_sacrifice_return)
