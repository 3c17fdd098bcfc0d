"""Copying spells and abilities on the stack (707.10): one primitive for every stack object.

A copy carries the original's choices: modes, X, targets, division of damage or counters, the additional
or alternative costs paid (a kicked spell's copy is kicked) and the cost choices (what was sacrificed, how
many counters were removed); its source is the original's source (707.10b) and it is controlled by the
player who made it. It is put on the stack, not cast or activated (707.10), so
nothing that triggers on casting or activating sees it, and it resolves before the original. Choices made
on resolution are made anew for it. 'You may choose new targets' (707.10c) is asked one target at a time:
each target may be kept or changed to another legal one; a target with no legal alternative stays, even if
illegal.
"""

from __future__ import annotations

import msgspec

from lithoform.rules.cast_facts import keep_cast_facts
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.hooks import SPELL_COPIED, TARGETS_CHOSEN
from lithoform.rules.names import describe
from lithoform.rules.present import present_kinds
from lithoform.rules.replacement.zone_changes import entering
from lithoform.rules.stack.announce import REVEALED_KEY, spec_of
from lithoform.rules.stack.targets import candidates
from lithoform.rules.triggers.matching import zone_change_triggers
from lithoform.rules.triggers.targeted import target_triggers
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, STACK, GameState, Link, Obj, Question, StackAbility


def copy_stack_object(state: GameState, original: int, controller: int, new_targets: bool,
                      colors: tuple[str, ...] = (), target_events: bool = True) -> int:
    """Puts a copy of the spell or ability `original` on the stack under `controller`'s control; returns its
    id. Must run inside a rules procedure when new targets may be chosen (the choice is a question). `colors`:
    'except that the copy is red' (Fork; 707.9b: an exception of the copy effect is part of the copy's copiable
    values), for a copy of a spell. An original that has left the stack (countered before the ability copying it
    resolved) is copied as it last existed there (608.2h; storm's and Doublecast's rulings: "A copy is created
    even if the spell ... has been countered by the time that ability resolves"). `target_events` False: the caller
    gives the copy its targets and then calls copy_targets_chosen itself."""
    known = state.known(original)
    assert known is not None
    obj = known
    sid = state.new_id()
    choices = obj.choices
    assert choices is not None
    if choices.mana_spent:  # 707.10 copies choices, but no mana was spent to cast a copy (Memory Deluge ruling)
        choices = msgspec.structs.replace(choices, mana_spent=0, spent_from=(), spent_types="",
                                            spent_riders="")
    if isinstance(obj, StackAbility):
        copy: Obj | StackAbility = msgspec.structs.replace(obj, id=sid, controller=controller, copy=True)
    else:
        # 707.2, 707.10: a copy of a spell copies its copiable values (the half that was cast, for a split
        # card) and its choices; it is a copy, which ceases to exist off the stack (704.5e).
        printed = face_of(obj)
        if colors:  # 707.9b: 'except that the copy is red'
            printed = msgspec.structs.replace(printed, colors=colors)
        copy = Obj(sid, obj.card, controller, controller, STACK, face=obj.face, printed=printed,
                   copy=True, timestamp=state.new_timestamp(), choices=choices, since_turn=state.turn)
    state.put_obj(copy)
    state.zones[STACK] = state.zones[STACK] + (sid,)
    # 707.10: the cost choices are copied too: the card revealed or the permanent chosen to pay a cost stays what
    # the copy's 'that card or creature' names (Dragon's Fire's copy deals the chosen Dragon's power)
    state.links = state.links + tuple(Link(sid, link.key, link.objects) for link in state.links
                                      if link.source == original and link.key == REVEALED_KEY)
    state.characteristics_changed()
    state.emit("copy", ("707.10",), obj=sid, original=original, card=_name(state, obj), player=controller,
               copy_targets=", ".join(describe(state, r) for slot in choices.targets for r in slot))
    if new_targets and choices.targets and not _is_permanent_spell(state, copy):
        _choose_new_targets(state, sid)
    if target_events:
        copy_targets_chosen(state, sid)
    for fn in SPELL_COPIED.fns:  # 603.2: 'whenever you cast or copy ...' (magecraft)
        fn(state, sid)
    return sid


def copy_targets_chosen(state: GameState, sid: int) -> None:
    """702.21a: what the copy `sid` targets, kept or chosen anew (707.10c), has become the target of a spell or
    ability (ward; Deflection's ruling: "This will trigger any effects which trigger on being targeted")."""
    obj = state.objects[sid]
    if obj.choices is not None and obj.choices.targets:
        target_triggers(state, sid)
        for more in TARGETS_CHOSEN.active(present_kinds(state)):
            more(state, sid)


def _name(state: GameState, obj: Obj | StackAbility) -> str:
    if isinstance(obj, StackAbility):
        return obj.source_name
    return chars(state, obj.id).name if obj.id in state.objects or obj.id in state.lki_chars else face_of(obj).name


def _is_permanent_spell(state: GameState, obj: Obj | StackAbility) -> bool:
    """Lithoform Engine ruling: new targets can't be chosen for a copy of a permanent spell."""
    if isinstance(obj, StackAbility):
        return False
    types = chars(state, obj.id).types
    return not ({"Instant", "Sorcery"} & types)


def target_options(state: GameState, oid: int) -> list[tuple[int, ...]]:
    """For each target of the copy, in order, the targets it may have: itself first, then every other
    legal one for its requirement (707.10c). Targets keep their requirement (slot) and their number."""

    obj = state.objects[oid]
    specs = spec_of(state, oid).targets
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    options: list[tuple[int, ...]] = []
    for slot, refs in enumerate(obj.choices.targets):
        legal = candidates(state, specs[slot], obj.controller, source, oid) if slot < len(specs) else []
        for ref in refs:
            options.append((ref, *(r for r in legal if r != ref)))
    return options


def allowed_new_targets(groups: tuple[tuple[int, ...], ...], sizes: tuple[int, ...], position: int,
                        picked: tuple[int, ...]) -> tuple[int, ...]:
    """The targets position `position` of the copy may have, given those `picked` for the earlier ones:
    within one requirement the same object can't be chosen twice (115.3), nor one that would leave a later
    position of that requirement with nothing to choose."""
    start = 0
    for size in sizes:
        if position < start + size:
            break
        start += size
    end = start + size
    taken = set(picked[start:position])
    out = []
    for ref in groups[position]:
        if ref in taken:
            continue
        if all(set(groups[j]) - taken - {ref} for j in range(position + 1, end)):
            out.append(ref)
    return tuple(out)


def _choose_new_targets(state: GameState, oid: int) -> None:
    """707.10c: each target is kept or changed, one target at a time (GUIDE principle 12: the options of a
    decision are never the product of every target's alternatives). Every position is asked once any has an
    alternative, so a whole answer is one target per position (legal.compact_steps)."""
    options = target_options(state, oid)
    if all(len(o) == 1 for o in options):
        return  # no target has a legal alternative: every one stays (707.10c)
    obj = state.objects[oid]
    sizes = tuple(len(refs) for refs in obj.choices.targets)
    groups = tuple(options)
    picked: tuple[int, ...] = ()
    for position in range(len(options)):
        allowed = allowed_new_targets(groups, sizes, position, picked) or (groups[position][0],)
        (answer,) = procedure.ask(Question(
            obj.controller, "new_targets", f"choose the copy's target {position + 1} of {len(options)} "
            "(its current target keeps it)", allowed, 1, 1, groups=groups, sizes=sizes, slot=position))
        picked = (*picked, int(answer))
    regrouped: list[tuple[int, ...]] = []
    pos = 0
    for refs in obj.choices.targets:
        regrouped.append(picked[pos:pos + len(refs)])
        pos += len(refs)
    ch = msgspec.structs.replace(obj.choices, targets=tuple(regrouped))
    state.set_obj(msgspec.structs.replace(obj, choices=ch))
    state.emit("new_targets", ("707.10c",), obj=oid,
               targets=", ".join(describe(state, r) for slot in ch.targets for r in slot),
               changed=ch.targets != obj.choices.targets)


def resolve_permanent_copy(state: GameState, obj: Obj) -> int:
    """608.3f, 707.10f: a copy of a permanent spell becomes a token as it resolves; that token is not
    'created'."""

    lki_objs, lki_chars = state.own_lki()
    lki_chars[obj.id] = chars(state, obj.id)
    lki_objs[obj.id] = obj
    state.zones[STACK] = tuple(i for i in state.zones[STACK] if i != obj.id)
    state.del_obj(obj.id)
    new_id = state.new_id()
    token = Obj(new_id, obj.card, obj.controller, obj.controller, BATTLEFIELD, printed=face_of(obj), token=True,
                since_turn=state.turn, timestamp=state.new_timestamp(),
                kicked=obj.choices is not None and "kicker" in obj.choices.additional,
                kick_count=obj.choices.additional.count("kicker") if obj.choices is not None else 0,
                cast_x=(obj.choices.x or 0) if obj.choices else 0)
    if "Aura" in face_of(obj).subtypes and obj.choices and obj.choices.targets and obj.choices.targets[0]:
        token = msgspec.structs.replace(token, attached_to=obj.choices.targets[0][0])  # 608.3c
    keep_cast_facts(state, obj, new_id)  # 400.7d, 707.10: the copy's choices (a revealed card, not a cast's facts)
    token = entering(state, token)
    state.zones[BATTLEFIELD] = state.zones[BATTLEFIELD] + (new_id,)
    state.put_obj(token)
    state.characteristics_changed()
    state.emit("copy_becomes_token", ("608.3f", "707.10f"), obj=new_id, card=token.card)
    zone_change_triggers(state, obj, token)
    return new_id
