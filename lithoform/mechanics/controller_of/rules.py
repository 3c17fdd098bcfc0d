"""'that creature's controller' (108.4), the rules part: the controllers of the objects the reference stands for,
read from their last known information once they have left the battlefield (608.2h)."""

from __future__ import annotations

from lithoform.mechanics.controller_of.nodes import ControllerOf, OwnerOf
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.state.model import player_ref


def controller_of(ctx: Ctx, ref: ControllerOf) -> tuple[int, ...]:
    out: list[int] = []
    for r in ctx.refs(ref.what):
        o = ctx.state.known(r) if r > 0 else None
        if o is not None and player_ref(o.controller) not in out:
            out.append(player_ref(o.controller))
    return tuple(out)


def owner_of(ctx: Ctx, ref: OwnerOf) -> tuple[int, ...]:
    """108.3: the owners of the objects, read from their last known information once they have moved (608.2h)."""
    out: list[int] = []
    for r in ctx.refs(ref.what):
        o = ctx.state.known(r) if r > 0 else None
        if o is not None and player_ref(o.owner) not in out:
            out.append(player_ref(o.owner))
    return tuple(out)


EXTRA_REFS[ControllerOf] = controller_of
EXTRA_REFS[OwnerOf] = owner_of
