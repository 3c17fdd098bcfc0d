"""Damage that can't be prevented (615.12): 'Damage can't be prevented.' (a static ability of a permanent),
'Damage can't be prevented this turn.' (an effect until end of turn, 611.2a, 514.2).

615.12: 'If unpreventable damage would be dealt, any applicable prevention effects are still applied to it.
Those effects won't prevent any damage, but any additional effects they have will take place. Existing damage
prevention shields won't be reduced by damage that can't be prevented.' The core (replacement/events.py
modify_damage) asks DAMAGE_UNPREVENTABLE once a prevention effect would apply to the damage."""

from __future__ import annotations

from lithoform.mechanics.unpreventable.nodes import (
    DamageCantBePrevented,
    DamageCantBePreventedThisTurn,
    NoDamagePrevention,
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import DAMAGE_UNPREVENTABLE
from lithoform.state.model import ContinuousEffect, GameState, Obj


def _this_turn(ctx: Ctx, e: DamageCantBePreventedThisTurn) -> None:
    """611.2a: until end of turn, damage can't be prevented (615.12)."""
    st = ctx.state
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller, (NoDamagePrevention(),),
                              (), "end_of_turn")
    st.effects = st.effects + (record,)
    st.emit("damage_unpreventable", ("615.12", "611.2a"))


def _covers(state: GameState, holder: int, a: DamageCantBePrevented, source: int, combat: bool) -> bool:
    """Whether the static ability `a` of the permanent `holder` covers this damage: any damage, the holder's
    own ('Damage that would be dealt by ~'), or its controller's sources of some types ('by creatures you
    control'), combat damage only if it says so (510.2)."""
    if a.combat and not combat:
        return False
    if a.by == "this":
        return source == holder
    if a.by == "yours":
        src = state.objects.get(source) or state.lki.get(source)
        if not isinstance(src, Obj) or src.controller != state.objects[holder].controller:
            return False
        return all(t in chars(state, source).types for t in a.types)
    return True


def unpreventable(state: GameState, source: int, target: int, combat: bool) -> bool:
    """615.12: a static ability on the battlefield or an effect of this turn says damage can't be prevented."""
    if any(_covers(state, pid, a, source, combat) for pid, a in battlefield_abilities(state, DamageCantBePrevented)):
        return True
    return any(isinstance(p, NoDamagePrevention) for e in state.effects for p in e.parts)


register_effect(DamageCantBePreventedThisTurn, _this_turn)
DAMAGE_UNPREVENTABLE.register(unpreventable)
