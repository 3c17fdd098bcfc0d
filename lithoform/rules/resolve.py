"""Resolving the top object of the stack (608), and choices made while it resolves (608.2d-g).

A resolving effect may need a decision (a 'may', a card to discard). The effect runs with the answers
given so far; when it needs one more, it raises `NeedChoice`, the state is restored to how it was before
the resolution began, and the question is posed (GUIDE principle 6b). When it is answered, the resolution
runs again from the start with one more answer. The state is thus plain data at every decision.
"""

from __future__ import annotations

from lithoform.cards.tree import TargetSpec
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import run_effect
from lithoform.rules.hooks import (
    ABILITY_RESOLVED,
    PERMANENT_SPELL_RESOLVED,
    RESOLVED_SPELL_DESTINATION,
    TARGETS_ILLEGAL_ON_RESOLUTION,
)
from lithoform.rules.names import describe
from lithoform.rules.stack.announce import spec_of
from lithoform.rules.stack.copy import resolve_permanent_copy
from lithoform.rules.stack.targets import is_legal_target, target_judge
from lithoform.rules.zones import move
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, STACK, Choices, GameState, Obj, StackAbility


def resolve_top(state: GameState) -> None:
    """608.1-608.3: resolve the object on top of the stack, or pose the question it needs answered."""
    procedure.run(state, "resolve")


@procedure.procedure("resolve")
def _resolve_top(state: GameState) -> None:
    oid = state.zones[STACK][-1]
    state.resolving = oid
    _resolve(state, oid)
    state.resolving = 0
    # 117.3b; 727.1: a resolution that restarted the game leaves it in the new game's pregame (no priority)
    state.priority = state.active if state.mulligans is None else -1


def _resolve(state: GameState, oid: int) -> None:
    obj = state.objects[oid]

    spec = spec_of(state, oid)
    ch = obj.choices or Choices()
    legal, any_target, all_illegal = _check_targets(state, obj, spec.targets, ch)
    name = obj.source_name if isinstance(obj, StackAbility) else obj.card
    if any_target and all_illegal and any(fn(state, oid) for fn in TARGETS_ILLEGAL_ON_RESOLUTION.fns):
        # 702.103e: it resolves anyway, as what it has become (a bestowed Aura spell: a creature spell)
        obj = state.objects[oid]
        spec = spec_of(state, oid)
        ch = obj.choices or Choices()
        legal, any_target, all_illegal = _check_targets(state, obj, spec.targets, ch)
    if any_target and all_illegal:
        # 608.2b: every target is illegal: the spell or ability doesn't resolve; it is removed from the stack.
        state.emit("fizzle", ("608.2b",), obj=oid, card=name, why=_illegal_targets(state, ch))
        _leave_stack(state, obj, countered=True)
        return
    if isinstance(obj, StackAbility) and obj.kind == "triggered" and obj.ability.condition is not None:

        if not condition_holds(state, obj.ability.condition, _ctx(state, obj, ch, legal)):
            state.emit("intervening_if", ("603.4",), obj=oid, card=name)  # 603.4: does nothing
            _leave_stack(state, obj, countered=False)
            return
    permanent = isinstance(obj, Obj) and not ({"Instant", "Sorcery"} & set(chars(state, oid).types))
    illegal = tuple(r for slot, refs in enumerate(ch.targets) for r in refs if r not in legal[slot]) \
        if any_target else ()
    if illegal:  # 608.2b: it resolves, but not for its illegal targets: the log names them and why
        state.emit("resolve", ("608.3" if permanent else "608.2", "608.2b"), obj=oid, card=name,
                   ability=isinstance(obj, StackAbility), why=_illegal_targets(state, illegal))
    else:
        state.emit("resolve", ("608.3",) if permanent else ("608.2",), obj=oid, card=name,
                   ability=isinstance(obj, StackAbility))  # 608.3: a permanent spell
    ctx = _ctx(state, obj, ch, legal)
    if spec.modes:
        offset = 0
        for m in sorted(ch.modes or ()):
            mode = spec.modes[m - 1]
            ctx.slot_offset = offset
            run_effect(ctx, mode.effect)
            offset += len(mode.targets)
    elif spec.effect is not None:
        run_effect(ctx, spec.effect)
    if spec.paid is not None:  # 'if this spell's awaken cost was paid' (702.113a): its own targets follow
        ctx.slot_offset = spec.paid[1]
        run_effect(ctx, spec.paid[0])
    for effect, first_slot in spec.added:  # 702.47b: the spliced text, after the spell's own (its targets follow)
        ctx.slot_offset = first_slot
        run_effect(ctx, effect)
    if isinstance(obj, StackAbility):  # 702.122d: 'whenever ~ becomes crewed' (mechanics/vehicles)
        for fn in ABILITY_RESOLVED.now(state):
            fn(state, obj)
    if oid in state.objects:
        _leave_stack(state, state.objects[oid], countered=False)


def _ctx(state: GameState, obj: Obj | StackAbility, ch: Choices, legal: tuple[tuple[int, ...], ...]) -> Ctx:
    if isinstance(obj, StackAbility):
        return Ctx(state, obj.id, obj.controller, obj.source, ch, legal,
                   fixed=obj.fixed, trigger_object=obj.trigger_object)
    return Ctx(state, obj.id, obj.controller, obj.id, ch, legal)


def _check_targets(state: GameState, obj: Obj | StackAbility, specs: tuple[TargetSpec, ...],
                   ch: Choices) -> tuple[tuple[tuple[int, ...], ...], bool, bool]:
    """608.2b: each target is checked again; illegal ones are left out of what the effect does."""
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    legal: list[tuple[int, ...]] = []
    any_target = False
    all_illegal = True
    for slot, refs in enumerate(ch.targets):
        spec = specs[slot] if slot < len(specs) else None
        ok = []
        for r in refs:
            any_target = True
            if spec is not None and is_legal_target(state, spec, r, target_judge(state, spec, obj.controller),
                                                    source, obj.id):
                ok.append(r)
                all_illegal = False
        legal.append(tuple(ok))
    return tuple(legal), any_target, all_illegal


def _illegal_targets(state: GameState, targets: Choices | tuple[int, ...]) -> str:
    """608.2b: each target that became illegal (all of a spell's, or those given), and why, for the log."""
    out = []
    refs = [r for slot in targets.targets for r in slot] if isinstance(targets, Choices) else targets
    for r in refs:
        if r > 0 and r not in state.objects:
            out.append(f"{describe(state, r)} left its zone (400.7)")
        else:
            out.append(f"{describe(state, r)} no longer meets the targeting requirement (115.1)")
    return "; ".join(out)


def _leave_stack(state: GameState, obj: Obj | StackAbility, countered: bool) -> None:
    """608.2n: an instant or sorcery goes to its owner's graveyard; 608.3: a permanent spell enters the
    battlefield; an ability simply ceases to exist."""
    if isinstance(obj, StackAbility):
        move(state, obj.id, GRAVEYARD)  # abilities cease to exist (the move path returns 0)
        return
    types = chars(state, obj.id).types
    if countered or "Instant" in types or "Sorcery" in types:
        # 614.1a: a rule may send it elsewhere as it resolves (rebound, 702.88a); not when countered or fizzled
        instead = None if countered else next(
            (z for z in (fn(state, obj) for fn in RESOLVED_SPELL_DESTINATION.fns) if z), None)
        move(state, obj.id, instead or GRAVEYARD, rules=("608.2n", "614.1a") if instead else ("608.2n",))
        return
    if obj.copy:

        resolve_permanent_copy(state, obj)  # 608.3f
        return
    attach = 0
    if "Aura" in chars(state, obj.id).subtypes and obj.choices and obj.choices.targets and obj.choices.targets[0]:
        attach = obj.choices.targets[0][0]  # 303.4f: it enters attached to the object it targeted
    permanent = move(state, obj.id, BATTLEFIELD, controller=obj.controller, rules=("608.3",), attach_to=attach)
    for fn in PERMANENT_SPELL_RESOLVED.now(state):  # 702.74a: evoke's sacrifice trigger
        fn(state, obj, permanent)
