"""Whose step a step trigger waits for, and delayed triggers that remember objects, the rules part (603.2,
603.7). 'The upkeep of enchanted creature's controller' is read by the core's step triggers
(rules/triggers/matching.py, whose 'attached_controller'); this module resolves 'that player' (the active
player) and creates the delayed ability of 'destroy that creature at end of combat' (603.7a), with the objects
it is about fixed as it is created (603.7c) and its source the source of the ability that made it (603.7e)."""

from __future__ import annotations

from lithoform.mechanics.step_owners.nodes import ActivePlayer, DelayedAbout
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import Delayed, player_ref


def active_player(ctx: Ctx, ref: ActivePlayer) -> tuple[int, ...]:
    return (player_ref(ctx.state.active),)


def _delayed_about(ctx: Ctx, e: DelayedAbout) -> None:
    st = ctx.state
    about = tuple(r for r in ctx.refs(e.about) if r > 0)
    if not about:
        return  # 603.7c: nothing to remember (the target became illegal, the object is gone)
    name = chars(st, ctx.source).name
    st.delayed = st.delayed + (Delayed(st.new_id(), ctx.controller, ctx.source, name, e.step, e.effect, about),)
    st.emit("delayed_trigger", ("603.7a", "603.7c"), card=name, step=e.step)


EXTRA_REFS[ActivePlayer] = active_player
register_effect(DelayedAbout, _delayed_about)
