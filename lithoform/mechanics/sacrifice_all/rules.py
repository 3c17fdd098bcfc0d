"""Sacrificing every permanent of a kind a player controls, the rules part (701.21a): each player the
instruction reaches sacrifices all the permanents they control that the description fits, all at the same
time (one event: 'whenever a permanent is sacrificed' sees each, 603.10a)."""

from __future__ import annotations

from lithoform.mechanics.sacrifice_all.nodes import SacrificeAllControlled
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import sacrifice_all
from lithoform.state.model import BATTLEFIELD, ref_player


def _sacrifice_all_controlled(ctx: Ctx, e: SacrificeAllControlled) -> None:
    """701.21a: a player can sacrifice only a permanent they control; 105.2 (colors) and the other qualities
    are read as the instruction resolves."""
    st = ctx.state
    players = {ref_player(r) for r in ctx.refs(e.who)}
    doomed = [o for o in st.zones[BATTLEFIELD] if st.objects[o].controller in players
              and matches(st, e.filter, o, st.objects[o].controller, ctx.source)]
    sacrifice_all(st, doomed)


register_effect(SacrificeAllControlled, _sacrifice_all_controlled)
