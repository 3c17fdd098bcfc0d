""""This spell can't be countered" (113.6g): a static ability of the spell that functions on the stack. An
effect that would counter the spell does nothing to it (701.6a describes what countering would do; with
this ability the spell stays on the stack and later resolves). The spell can still be targeted by a spell
that counters (the target is legal, 115.5), and 'counter it unless its controller pays' does nothing either
way. The core asks through the hook point COUNTER_FORBIDDEN (rules/hooks.py) as it counters (701.6)."""

from __future__ import annotations

from lithoform.mechanics.restricted_mana.text import UNCOUNTERABLE, UNCOUNTERABLE_IF
from lithoform.mechanics.uncounterable.nodes import (
    CantBeCounteredIf,
    NoCountering,
    SpellsCantBeCountered,
    SpellsUncounterableThisTurn,
)
from lithoform.mechanics.uncounterable.text import CANT_BE_COUNTERED
from lithoform.rules import hooks
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import STACK, Choices, ContinuousEffect, GameState, Obj


@hooks.COUNTER_FORBIDDEN.register
def cant_be_countered(state: GameState, oid: int) -> bool:
    """113.6g: whether the spell `oid` on the stack has the ability (read from its current characteristics)."""
    obj = state.objects.get(oid)
    return isinstance(obj, Obj) and CANT_BE_COUNTERED.lower() in chars(state, oid).keywords


@hooks.COUNTER_FORBIDDEN.register
def cant_be_countered_if(state: GameState, oid: int) -> bool:
    """113.6g: the spell's own 'If [condition], ~ can't be countered.' (spell mastery), the condition read from its
    controller as it would be countered."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != STACK:
        return False
    ctx = Ctx(state, oid, obj.controller, oid, Choices(), ())
    return any(isinstance(a, CantBeCounteredIf) and condition_holds(state, a.condition, ctx)
               for a in face_of(obj).abilities)


@hooks.COUNTER_FORBIDDEN.register
def spells_cant_be_countered(state: GameState, oid: int) -> bool:
    """101.2, 701.6: a permanent's 'creature spells you control can't be countered' covers the spell `oid`
    (the description read from the permanent's controller)."""
    for pid, a in battlefield_abilities(state, SpellsCantBeCountered):
        if matches(state, a.filter, oid, state.objects[pid].controller, pid):
            return True
    return False


@hooks.COUNTER_FORBIDDEN.register
def paid_with_uncounterable_mana(state: GameState, oid: int) -> bool:
    """106.6, 701.6: mana spent to cast the spell said 'and that spell can't be countered' (Cavern of Souls):
    recorded as it was paid (601.2h); a copy was not cast, so no mana was spent on it (707.10)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.choices is None or not obj.choices.spent_riders:
        return False
    riders = obj.choices.spent_riders.split(",")
    if UNCOUNTERABLE in riders:
        return True
    # 'If that mana is spent on an instant or sorcery spell, that spell can't be countered.' (Boseiju, Who Shelters
    # All; 106.6): only a spell of one of those card types (the ruling: 'spent to cover any cost of the spell')
    types = {t for r in riders if r.startswith(UNCOUNTERABLE_IF) for t in r[len(UNCOUNTERABLE_IF):].split("/")}
    return bool(types) and any(t in types for t in chars(state, oid).types)


def _uncounterable_this_turn(ctx: Ctx, e: SpellsUncounterableThisTurn) -> None:
    """611.2a: until end of turn (514.2); 611.2c: a rule change, read for each spell as it would be countered."""
    st = ctx.state
    part = NoCountering(e.filter, ctx.controller)
    st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                                                (part,), (), "end_of_turn"),)
    st.emit("cant_be_countered", ("701.6", "611.2a"), player=ctx.controller)


@hooks.COUNTER_FORBIDDEN.register
def uncounterable_this_turn(state: GameState, oid: int) -> bool:
    """701.6: an effect of this turn says spells like `oid` can't be countered."""
    return any(isinstance(p, NoCountering) and matches(state, p.filter, oid, p.controller, e.source)
               for e in state.effects for p in e.parts)


register_effect(SpellsUncounterableThisTurn, _uncounterable_this_turn)
