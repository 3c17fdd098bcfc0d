"""Changing the target of a spell or ability.

115.7a: 'If an effect allows a player to "change the target(s)" of a spell or ability, each target can be
changed only to another legal target. If a target can't be changed to another legal target, the original target
is unchanged, even if the original target is itself illegal by then.' The player must change it if they can
(Swerve ruling), and the new target is chosen as the changing effect resolves (Deflection ruling). 115.5: a
spell or ability can't target itself; the changing spell, still on the stack, may be chosen. Once changed, the
new target has become the target of the spell (Deflection ruling: 'this will trigger any effects which trigger
on being targeted', 702.21a)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.change_targets.nodes import ChangeATargetToThis, ChangeTheTarget
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import TARGETS_CHOSEN
from lithoform.rules.names import describe
from lithoform.rules.present import present_kinds
from lithoform.rules.stack.announce import spec_of
from lithoform.rules.stack.targets import candidates
from lithoform.rules.triggers.targeted import target_triggers
from lithoform.state.model import STACK, GameState, StackAbility


def _alternatives(state: GameState, oid: int) -> tuple[int, tuple[int, ...]] | None:
    """The slot of the object's single target and the other legal targets of that requirement (115.7a);
    None when it hasn't exactly one target."""
    obj = state.objects[oid]
    targets = obj.choices.targets if obj.choices is not None else ()
    filled = [(slot, refs) for slot, refs in enumerate(targets) if refs]
    if len(filled) != 1 or len(filled[0][1]) != 1:
        return None
    slot, (current,) = filled[0]
    specs = spec_of(state, oid).targets
    if slot >= len(specs):
        return None
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    legal = candidates(state, specs[slot], obj.controller, source, oid)
    return slot, tuple(r for r in legal if r != current)


def change_the_target(ctx: Ctx, oid: int) -> None:
    """115.7a: the effect's controller changes the single target of the stack object `oid` to another legal
    one, if there is any."""
    state = ctx.state
    found = _alternatives(state, oid)
    if found is None:
        return
    slot, options = found
    obj = state.objects[oid]
    if not options:
        state.emit("target_unchanged", ("115.7a",), obj=oid)
        return
    (new,) = ctx.ask(ctx.controller, "choose", "choose the new target (115.7a)", options, 1, 1,
                 purpose="change the target")
    targets = tuple((int(new),) if i == slot else refs for i, refs in enumerate(obj.choices.targets))
    state.set_obj(msgspec.structs.replace(obj, choices=msgspec.structs.replace(obj.choices, targets=targets)))
    state.emit("target_changed", ("115.7a",), obj=oid, target=describe(state, int(new)))
    target_triggers(state, oid)  # its one target is the new one (702.21a)
    for more in TARGETS_CHOSEN.active(present_kinds(state)):
        more(state, oid)


def _change(ctx: Ctx, e: ChangeTheTarget) -> None:
    for r in ctx.refs(e.what):
        if r > 0 and r in ctx.state.zones[STACK]:
            change_the_target(ctx, r)


def _changeable_to(state: GameState, oid: int, new: int) -> list[tuple[int, int]]:
    """115.7a-b: the targets of stack object `oid` (slot, position) that could be changed to `new`: `new` is a legal
    target of that requirement and not already one of its targets."""
    obj = state.objects[oid]
    targets = obj.choices.targets if obj.choices is not None else ()
    specs = spec_of(state, oid).targets
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    out: list[tuple[int, int]] = []
    for slot, refs in enumerate(targets):
        if slot >= len(specs) or not refs or new in refs:
            continue
        if new in candidates(state, specs[slot], obj.controller, source, oid):
            out.extend((slot, i) for i in range(len(refs)))
    return out


def _change_a_target_to_this(ctx: Ctx, e: ChangeATargetToThis) -> None:
    """115.7b: one target of each stack object becomes the source (Spellskite), the controller choosing which when
    several could; a target the source can't legally be stays (115.7a)."""
    state = ctx.state
    new = ctx.source
    for oid in [r for r in ctx.refs(e.what) if r > 0 and r in state.zones[STACK]]:
        places = _changeable_to(state, oid, new)
        if not places:
            state.emit("target_unchanged", ("115.7a", "115.7b"), obj=oid)
            continue
        obj = state.objects[oid]
        slot, i = places[0]
        if len(places) > 1:
            labels = tuple(obj.choices.targets[s][j] for s, j in places)
            (old,) = ctx.ask(ctx.controller, "choose", "choose the target to change (115.7b)", labels, 1, 1,
                             purpose="change the target")
            slot, i = places[labels.index(old)]
        refs = obj.choices.targets[slot]
        changed = refs[:i] + (new,) + refs[i + 1:]
        targets = tuple(changed if k == slot else r for k, r in enumerate(obj.choices.targets))
        state.set_obj(msgspec.structs.replace(obj, choices=msgspec.structs.replace(obj.choices, targets=targets)))
        state.emit("target_changed", ("115.7b",), obj=oid, target=describe(state, new))
        target_triggers(state, oid)  # the source has become a target (702.21a)
        for more in TARGETS_CHOSEN.active(present_kinds(state)):
            more(state, oid)


register_effect(ChangeTheTarget, _change)
register_effect(ChangeATargetToThis, _change_a_target_to_this)
