"""Returning permanents chosen as the effect resolves, the rules part (608.2d, 609.3, 400.7).

'When Simic Growth Chamber enters, return a land you control to its owner's hand.': the land is chosen as
the ability resolves, not targeted (115.10), so it can be the Growth Chamber itself (its ruling: 'you can
return Simic Growth Chamber itself'); if there is no land, nothing is returned (609.3)."""

from __future__ import annotations

from lithoform.mechanics.return_chosen.nodes import ReturnChosenPermanent
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD


def return_chosen_permanent(ctx: Ctx, e: ReturnChosenPermanent) -> None:
    """608.2d: the controller chooses the permanents as it resolves; they are returned at the same time."""
    st = ctx.state
    mine = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == ctx.controller
                 and matches(st, e.filter, o, ctx.controller, ctx.source))
    n = min(e.count, len(mine))
    if n == 0:
        st.emit("nothing_returned", ("609.3",), card=st.objects[ctx.source].card if ctx.source in st.objects
                else "")
        return
    lo = 0 if e.up_to else n
    picked = mine if lo == n == len(mine) else ctx.ask(
        ctx.controller, "choose", f"choose {'up to ' if e.up_to else ''}{n} permanent(s) to return", mine, lo, n)
    move_simultaneously(st, [(oid, e.to, ("400.7",)) for oid in picked])


register_effect(ReturnChosenPermanent, return_chosen_permanent)
