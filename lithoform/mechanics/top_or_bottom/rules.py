"""'The owner of target nonland permanent puts it on the top or bottom of their library.' (401.4, 608.2d): as
the effect resolves the object's owner chooses top or bottom, and it is put there (a library is a hidden zone,
the choice is public: the object was on the battlefield or the stack)."""

from __future__ import annotations

from lithoform.mechanics.top_or_bottom.nodes import OwnerPutsTopOrBottom
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import LIBRARY, zone_key

TOP, BOTTOM = 0, 1


def owner_puts_top_or_bottom(ctx: Ctx, e: OwnerPutsTopOrBottom) -> None:
    """401.4, 608.2d: the owner chooses where in their library the object goes."""
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if r <= 0 or obj is None:
            continue
        picked = ctx.ask(obj.owner, "choose", "put it on the top or the bottom of your library (401.4)",
                         (TOP, BOTTOM), 1, 1, labels=("top", "bottom"))
        size = len(st.zones[zone_key(LIBRARY, obj.owner)])
        move(st, r, LIBRARY, position=0 if picked[0] == TOP else size, rules=("401.4", "608.2d"))


register_effect(OwnerPutsTopOrBottom, owner_puts_top_or_bottom)
