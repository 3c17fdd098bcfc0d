"""Copying a spell once for each other object it could target (707.10, 707.10c; Precursor Golem).

The spell's controller copies it once for each permanent of the description, other than the one it now targets,
that it could target: a legal target for every one of its targets (115.1, 601.2c; an object it couldn't target,
by hexproof, protection or its own restrictions, is passed over: the card's ruling). Each copy has that
permanent in place of the spell's target (707.10c), so the copies target different ones. The copies are put on
the stack one at a time in the order their controller chooses (the ruling: the original resolves last); they
aren't cast (707.10), so nothing that triggers on casting sees them."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.copy_per_target.nodes import CopyForEachOtherTarget
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.names import describe
from lithoform.rules.stack.announce import spec_of
from lithoform.rules.stack.copy import copy_stack_object, copy_targets_chosen
from lithoform.rules.stack.targets import is_legal_target
from lithoform.state.model import BATTLEFIELD, STACK, GameState, Obj


def _could_target(state: GameState, spell: Obj, other: int) -> bool:
    """115.1, 601.2c: `other` is a legal target for each of the spell's targets, as the copy would have it."""
    specs = spec_of(state, spell.id).targets
    return all(slot < len(specs) and is_legal_target(state, specs[slot], other, spell.controller, spell.id, spell.id)
               for slot, refs in enumerate(spell.choices.targets) if refs)


def _retarget(state: GameState, copy: int, old: int, new: int) -> None:
    """707.10c: the copy's target `old` becomes `new` in every requirement that has it."""
    obj = state.objects[copy]
    targets = tuple(tuple(new if r == old else r for r in refs) for refs in obj.choices.targets)
    state.set_obj(msgspec.structs.replace(obj, choices=msgspec.structs.replace(obj.choices, targets=targets)))
    state.emit("new_targets", ("707.10c",), obj=copy, targets=describe(state, new), changed=True)


def _copy_for_each_other_target(ctx: Ctx, e: CopyForEachOtherTarget) -> None:
    st = ctx.state
    for sid in ctx.refs(e.what):
        spell = st.objects.get(sid)
        if not isinstance(spell, Obj) or spell.zone != STACK or spell.choices is None:
            continue  # 608.2h: the spell left the stack; there is nothing to copy
        targets = {r for refs in spell.choices.targets for r in refs}
        if len(targets) != 1:
            continue
        (old,) = targets
        others = [o for o in st.zones[BATTLEFIELD] if o != old
                  and matches(st, e.filter, o, spell.controller, ctx.source) and _could_target(st, spell, o)]
        while others:  # the controller puts the copies on the stack in the order they choose (one at a time)
            (pick,) = (others[0],) if len(others) == 1 else ctx.ask(
                spell.controller, "choose", "choose the object the next copy targets (707.10c)",
                tuple(others), 1, 1)
            others.remove(pick)
            copy = copy_stack_object(st, sid, spell.controller, new_targets=False, target_events=False)
            _retarget(st, copy, old, pick)
            copy_targets_chosen(st, copy)  # 702.21a: its new target has become a target (ward)


register_effect(CopyForEachOtherTarget, _copy_for_each_other_target)
