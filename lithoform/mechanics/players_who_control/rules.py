"""'Each player who controls a multicolored creature draws a card.' (109.5, 608.2c): the players who control at
least one permanent matching the description as the instruction is carried out, in turn order (APNAP,
101.4)."""

from __future__ import annotations

from lithoform.mechanics.players_who_control.nodes import EachPlayerWhoControls
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD, player_ref


def _each_player_who_controls(ctx: Ctx, ref: EachPlayerWhoControls) -> tuple[int, ...]:
    st = ctx.state
    n = len(st.players)
    order = [(st.active + i) % n for i in range(n)]
    return tuple(player_ref(p) for p in order if not st.players[p].lost and any(
        st.objects[o].controller == p and matches(st, ref.filter, o, p, ctx.source) for o in st.zones[BATTLEFIELD]))


EXTRA_REFS[EachPlayerWhoControls] = _each_player_who_controls
