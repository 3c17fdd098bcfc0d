"""'change ~'s base power and toughness to that creature's power and toughness until end of turn', the rules part.
Layer 7b (613.4b): the affected object's base power and toughness become the other object's power and toughness
as the effect begins (611.2c: locked in), or as it last existed on the battlefield (608.2h; Eldrazi Mimic's
ruling: "If that creature is no longer on the battlefield at that time, use its power and toughness when it left
the battlefield ... those values may be negative"). Until end of turn (514.2)."""

from __future__ import annotations

from lithoform.cards.tree import ApplyContinuous, SetBasePT
from lithoform.mechanics.change_base_pt.nodes import ChangeBasePTTo
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect, run_effect


def _change_base_pt(ctx: Ctx, e: ChangeBasePTTo) -> None:
    st = ctx.state
    like = next((r for r in ctx.refs(e.like) if r > 0 and st.known(r) is not None), 0)
    if not like:
        return  # no object to copy the values of: nothing changes
    c = chars(st, like)
    if c.power is None or c.toughness is None:
        return  # not a creature (208.3): it has no power and toughness to copy
    run_effect(ctx, ApplyContinuous((SetBasePT(c.power, c.toughness),), e.what))


register_effect(ChangeBasePTTo, _change_base_pt)
