"""Mass removal phrasings, the rules part: 'all artifacts target player owns' (108.3: the owner of a permanent is
the owner of the card it represents, whoever controls it; Hurkyl's Recall's rulings: only permanents on the
battlefield, whoever controls them)."""

from __future__ import annotations

from lithoform.mechanics.mass_removal.nodes import EachOwnedBy
from lithoform.rules import context
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD, ref_player


def each_owned_by(ctx: Ctx, ref: EachOwnedBy) -> tuple[int, ...]:
    """108.3: the permanents of the filter whose owner is one of the players, read as the effect applies."""
    st = ctx.state
    players = {ref_player(r) for r in ctx.refs(ref.who) if r < 0}
    return tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].owner in players
                 and matches(st, ref.filter, o, ctx.controller, ctx.source))


context.EXTRA_REFS[EachOwnedBy] = each_owned_by
