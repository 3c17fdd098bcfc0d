"""Proliferate (701.34a): the controller chooses any number of permanents and/or players that have a counter
(none at all is allowed), then each chosen one gets one more counter of each kind it already has. The
counters put on permanents are modified by replacement effects (122.6: Hardened Scales); a player's kind
of counter here is poison (122.1f; 704.5c then applies)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.proliferate.nodes import Proliferate
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import PLAYER_COUNTERS_FORBIDDEN
from lithoform.rules.replacement.events import player_counters_after, put_counters
from lithoform.state.model import BATTLEFIELD, Obj, player_ref, ref_player


def _proliferate(ctx: Ctx, e: Proliferate) -> None:
    st = ctx.state
    permanents = tuple(o for o in st.zones[BATTLEFIELD] if isinstance(st.objects[o], Obj) and st.objects[o].counters)
    players = tuple(player_ref(p.index) for p in st.players if p.poison > 0 and not p.lost)
    options = permanents + players
    st.emit("proliferate", ("701.34a",), player=ctx.controller)
    if not options:
        return
    chosen = ctx.ask(ctx.controller, "choose", "proliferate: choose any number of permanents and players with "
                     "counters (701.34a)", options, 0, len(options))
    for r in chosen:
        if r < 0:  # a player: one more poison counter (122.1f), unless they can't get one (810.10c)
            if any(forbids(st, ref_player(r), "poison") for forbids in PLAYER_COUNTERS_FORBIDDEN.fns):
                continue
            p = st.players[ref_player(r)]
            got = player_counters_after(st, p.index, "poison", 1)  # 614.1a (Winding Constrictor)
            st.set_player(msgspec.structs.replace(p, poison=p.poison + got))
            st.sba_dirty = True  # 704.5c
            st.emit("poison", ("122.1f", "701.34a"), player=p.index, amount=got)
            continue
        obj = st.objects.get(r)
        if isinstance(obj, Obj) and obj.zone == BATTLEFIELD:
            for kind, _n in obj.counters:
                put_counters(st, r, kind, 1)  # 122.6: as replacement effects modify them


register_effect(Proliferate, _proliferate)
