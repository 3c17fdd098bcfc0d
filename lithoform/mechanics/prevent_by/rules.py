"""Preventing the damage a named source would deal this turn, the rules part (615.1a, 615.3, 400.7).

The resolving spell or ability creates a prevention effect that lasts until the turn ends (a 'this turn'
replacement record, 611.2a) and applies to damage whose source is one of the objects it named as it
resolved: a spell on the stack that resolves later deals its damage as that same object."""

from __future__ import annotations

from lithoform.cards.tree import PreventDamage
from lithoform.mechanics.prevent_by.nodes import PreventDamageBy
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import TurnReplacement


def _prevent_damage_by(ctx: Ctx, e: PreventDamageBy) -> None:
    st = ctx.state
    sources = tuple(r for r in ctx.refs(e.what) if r > 0 and r in st.objects)
    if not sources:
        return
    ability = PreventDamage(by_objects=True)
    st.replacements = st.replacements + (TurnReplacement(st.new_id(), ctx.source, ctx.controller, ability, sources),)
    st.emit("turn_replacement", ("615.1a", "615.3"), card=chars(st, ctx.source).name,
            text="prevent all damage it would deal this turn", objs=sources)


register_effect(PreventDamageBy, _prevent_damage_by)
