"""The untap step (502): phasing first (502.1), then the active player untaps their permanents (502.3)
except those an effect keeps tapped: 'doesn't untap during its controller's untap step' (a static ability)
and 'doesn't untap during its controller's next untap step' (a one-shot effect's duration, which ends
with that untap step)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import DoesntUntap, StaticEffect
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import chars, from_battlefield_chars, tapped_status_set
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import (
    TAPPED_CHANGED,
    UNTAP_LIMITS,
    UNTAP_OPTIONAL,
    UNTAP_STEP_AS_UNTAPPING,
    UNTAP_STEP_CHECKS,
    UNTAP_STEP_OTHERS,
    UNTAP_STEP_PHASING,
)
from lithoform.rules.triggers.matching import untapped_triggers
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, Choices, GameState, Obj, Question

NEXT_UNTAP = "next_untap"  # a ContinuousEffect duration: until its objects' controller's next untap step
# '~ doesn't untap during your next untap step': during the untap step of the effect's controller, whoever then
# controls the objects (the effect says nothing of another player's untap step), and over when that step ends
YOUR_NEXT_UNTAP = "your_next_untap"


def kept_tapped(state: GameState) -> frozenset[int]:
    """502.3: the permanents effects keep from untapping now: those of static abilities (611.3a, the set
    determined now) and of resolved effects (611.2c, locked in)."""
    kept: set[int] = set()
    for pid, ability in from_battlefield_chars(state, _KEEPING_TAPPED, _keeping_tapped):
        if static_condition_holds(state, pid, ability):
            kept.update(_static_affected(state, pid, ability))
    for e in state.effects:
        if e.until == YOUR_NEXT_UNTAP and e.controller != state.active:
            continue  # only the untap step of the player the text calls 'you'
        if any(isinstance(p, DoesntUntap) for p in e.parts):
            kept.update(e.affected)
            if e.filter is not None:  # a rule for whatever matches now (611.2c; Bontu's Last Reckoning)
                kept.update(oid for oid in state.zones[BATTLEFIELD]
                            if matches(state, e.filter, oid, e.controller, e.source))
    return frozenset(kept)


_KEEPING_TAPPED = ("keeping tapped",)


def _keeping_tapped(state: GameState) -> tuple[tuple[int, StaticEffect], ...]:
    """(permanent, ability) for each static ability on the battlefield that keeps permanents from untapping,
    in battlefield order: found once per index of the battlefield's abilities (issue 13)."""
    return tuple((pid, a) for pid in state.zones[BATTLEFIELD] for a in chars(state, pid).abilities
                 if isinstance(a, StaticEffect) and any(isinstance(p, DoesntUntap) for p in a.parts))


def static_condition_holds(state: GameState, source: int, ability: StaticEffect) -> bool:
    """611.3a: a static ability with an 'as long as' condition has its effect only while it holds."""
    if ability.condition is None:
        return True
    controller = state.objects[source].controller
    return condition_holds(state, ability.condition, Ctx(state, 0, controller, source, Choices(), ()))


def _static_affected(state: GameState, source: int, ability: StaticEffect) -> tuple[int, ...]:
    obj = state.objects[source]
    assert isinstance(obj, Obj)
    if ability.attached is not None:
        return (obj.attached_to,) if obj.attached_to else ()
    if ability.affected is None:
        return (source,)
    return tuple(o for o in state.zones[BATTLEFIELD] if matches(state, ability.affected, o, obj.controller, source))


def untap_step(state: GameState) -> None:
    """502.1: phasing; 502.3: the active player determines which of their permanents untap, then untaps
    them all at once. A 'next untap step' effect ends for the permanents of the player whose untap step
    this is, whether or not they were tapped (the Frost Breath ruling: an untapped one just stays so)."""
    for fn in UNTAP_STEP_PHASING.fns:  # 502.1: phasing
        fn(state)
    for fn in UNTAP_STEP_CHECKS.fns:  # 502.2: day and night
        fn(state)
    for fn in UNTAP_STEP_AS_UNTAPPING.fns:  # 502.3: 'as you untap your permanents, return ~ ...'
        fn(state)
    optional = UNTAP_OPTIONAL.now(state)  # (none in a game without 'You may choose not to untap')
    if (optional and _optional(state, kept_tapped(state), optional)) or UNTAP_LIMITS.now(state):
        # 502.3: the player chooses which may-stay-tapped permanents untap: a procedure that may ask
        procedure.run(state, "untap_step_untap")
        return
    _untap_permanents(state)


def _optional(state: GameState, kept: frozenset[int], fns: tuple) -> tuple[int, ...]:
    """502.3: the active player's tapped permanents they may choose not to untap ('You may choose not to
    untap ~ during your untap step'), beside those effects keep tapped."""
    out = []
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.controller == state.active and obj.tapped and oid not in kept \
                and any(fn(state, oid) for fn in fns):
            out.append(oid)
    return tuple(out)


@procedure.procedure("untap_step_untap")
def _untap_permanents(state: GameState) -> None:
    """502.3: the active player untaps their permanents, except those effects keep tapped and those they
    choose to leave tapped."""
    active = state.active
    kept = kept_tapped(state)
    fns = UNTAP_OPTIONAL.now(state)
    optional = _optional(state, kept, fns) if fns else ()
    if optional:
        left = procedure.ask(Question(active, "choose", "choose permanents not to untap (502.3)", optional,
                                      0, len(optional), purpose="dont_untap"))
        kept = kept | frozenset(left)
    limits = UNTAP_LIMITS.now(state)
    if limits:
        kept = kept | _beyond_limits(state, kept, limits)
    untapped: list[int] = []
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or obj.controller != active or not obj.tapped:
            continue
        if oid in kept:
            state.emit("doesnt_untap", ("502.3",), obj=oid, card=obj.card)
            continue
        tapped_status_set(state, obj, False)
        untapped.append(oid)
        for fn in TAPPED_CHANGED.now(state):  # 611.3a: 'as long as it's untapped'
            fn(state, oid)
    untapped += _untap_others(state)
    _end_next_untap_effects(state, active)
    state.emit("untap_step", ("502.3",), player=active)
    untapped_triggers(state, tuple(untapped))


def _beyond_limits(state: GameState, kept: frozenset[int], limits: tuple) -> frozenset[int]:
    """502.3: 'can't untap more than N [kind]': for each limit in turn, the active player chooses which N of
    their permanents of that kind untap (when more would); the others stay tapped."""
    held: set[int] = set()
    candidates = tuple(oid for oid in state.zones[BATTLEFIELD]
                       if isinstance(o := state.objects[oid], Obj) and o.controller == state.active and o.tapped
                       and oid not in kept)
    for fn in limits:
        for group, most in fn(state, candidates):
            group = tuple(o for o in group if o not in held)
            if len(group) <= most:
                continue
            chosen = procedure.ask(Question(state.active, "choose", f"choose {most} of these to untap (502.3)",
                                            group, most, most, purpose="untap_limit"))
            held.update(o for o in group if o not in chosen)
    return frozenset(held)


def _untap_others(state: GameState) -> list[int]:
    """502.3: other players' permanents that untap at the same time as the active player's (Seedborn Muse);
    each once however many abilities say so; no effect of 'its controller's untap step' keeps them tapped."""
    wanted: set[int] = set()
    for fn in UNTAP_STEP_OTHERS.now(state):
        wanted.update(fn(state))
    untapped: list[int] = []
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if oid not in wanted or not isinstance(obj, Obj) or obj.controller == state.active or not obj.tapped:
            continue
        tapped_status_set(state, obj, False)
        state.emit("untaps_in_other_untap_step", ("502.3",), obj=oid, card=obj.card, player=state.active)
        untapped.append(oid)
        for fn in TAPPED_CHANGED.now(state):
            fn(state, oid)
    return untapped


def _end_next_untap_effects(state: GameState, active: int) -> None:
    """'During its controller's next untap step': over for the objects the active player controls."""
    kept = []
    changed = False
    for e in state.effects:
        if e.until == YOUR_NEXT_UNTAP and e.controller == active:
            changed = True  # 'your next untap step' is this one: over
            continue
        if e.until != NEXT_UNTAP:
            kept.append(e)
            continue
        rest = tuple(o for o in e.affected if o in state.objects and state.objects[o].controller != active)
        changed = changed or rest != e.affected
        if rest:
            kept.append(msgspec.structs.replace(e, affected=rest))
    if changed:
        state.effects = tuple(kept)
        state.characteristics_changed()
