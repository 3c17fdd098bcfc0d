"""Mutate (702.140) and merged permanents (730), the rules part.

- 702.140a: 'Mutate [cost]' is an alternative cost (118.9, the compiler's AlternativeCost named 'mutate') whose
  target, 'a non-Human creature with the same owner as this spell', is chosen only when it is paid (601.2c).
- 702.140b, 608.3b: as a mutating creature spell begins resolving with an illegal target, it ceases to be one
  and resolves as a creature spell (hooks.TARGETS_ILLEGAL_ON_RESOLUTION): it enters the battlefield.
- 702.140c, 608.3d, 730.2: with a legal target it doesn't enter the battlefield; it merges with the target, over
  or under it as its controller chooses (MergeWithTarget, the alternative cost's effect). The merged permanent is
  the same object (730.2c: same id, not a new arrival, 730.2b: no 'enters' triggers, keeps its counters, Auras,
  status and summoning sickness). Its components are kept in `GameState.merges`, topmost first.
- 730.2a, 702.140e: it has the characteristics of its topmost component and the abilities of every component;
  this is a copiable effect (layer 1) timestamped as they merged: the merged values are the permanent's
  copiable values (`Obj.copied`), so a copy of it copies them (707.2) and a later copy effect overrides them.
  730.2d: it is a token only if its topmost component is one (the object's own card, printed values and
  token status are the topmost component's).
- 702.140d: 'whenever this creature mutates' triggers as a spell merges with it; 'the number of times this
  creature has mutated' counts those merges (TimesMutated).
- 730.3: when it leaves the battlefield, one permanent leaves, and each component is put into the new zone
  (hooks.SECOND_CARD): the object it became is its topmost card; the others follow it there (730.3d: a
  replacement effect applied to the permanent applies to all of them); tokens among them cease to exist (704.5d).

- 601.3: 'You may cast ~ from your graveyard using its mutate ability' (Brokkos): a permission named 'mutate',
  whose required cost is the mutate cost (118.9b), with its target and merge (the announcement applies the
  alternative cost the permission names).
- 730.3c: an effect that finds the object a merged permanent became finds all of them (hooks.MOVED_WITH: 'exile
  target creature, then return that card', a dies trigger's 'return it to the battlefield', persist).

Limitations: 730.3a-b's arranging order is the components' order; a face-down component stays as it was merged;
a copy effect that applied to a merged permanent after it merged is replaced by the next merge's values."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.tree import CardFace, Cost, Target
from lithoform.catalog.registry import get_def
from lithoform.mechanics.mutate.nodes import MUTATE, MUTATES, CastUsingMutate, MergeWithTarget, TimesMutated
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import (
    CAST_PERMISSIONS,
    MOVED_WITH,
    PERMISSION_COSTS,
    SECOND_CARD,
    TARGETS_ILLEGAL_ON_RESOLUTION,
)
from lithoform.rules.present import kinds_of, present_kinds
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.stack.targets import candidates
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.state.model import (
    BATTLEFIELD,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Component,
    GameState,
    Merged,
    Obj,
    zone_key,
)

OVER, UNDER = 1, 0
_LABELS = ("over (on top)", "under (on the bottom)")  # the order of the options (OVER, UNDER)


def merged_of(state: GameState, oid: int) -> Merged | None:
    """730.2: the components of merged permanent `oid` (also as it last existed), or None."""
    for m in state.merges:
        if m.permanent == oid:
            return m
    return None


def component_of(obj: Obj) -> Component:
    """The card or token `obj` is, as a component (730.2): a permanent not merged yet keeps the copiable values a
    copy effect gave it (707.2); a spell is its card (a copy of a spell, a token: 608.3f)."""
    return Component(obj.card, obj.owner, obj.printed, obj.token or (obj.copy and obj.zone == STACK), obj.face,
                     obj.face_down, obj.copied if obj.zone == BATTLEFIELD else None)


def component_values(c: Component) -> CardFace:
    """A component's own copiable values: a copy effect's as it merged, else its printed (or token) values."""
    if c.values is not None:
        return c.values
    return face_of(Obj(0, c.card, c.owner, c.owner, BATTLEFIELD, face=c.face, printed=c.printed))


def merged_values(components: tuple[Component, ...]) -> CardFace:
    """730.2a, 702.140e: the topmost component's characteristics, with the abilities of each component (each
    one's own, so two of the same ability are two abilities)."""
    faces = [component_values(c) for c in components]
    top = faces[0]
    return msgspec.structs.replace(
        top, abilities=tuple(a for f in faces for a in f.abilities),
        keywords=tuple(dict.fromkeys(k for f in faces for k in f.keywords)))


def merge(state: GameState, spell: Obj, target: Obj, over: bool) -> None:
    """730.2: `spell` merges with permanent `target`, on top of it (`over`) or under it. The spell leaves the
    stack without entering the battlefield (730.2b); the permanent stays the same object (730.2c)."""
    before = merged_of(state, target.id)
    below = before.components if before is not None else (component_of(target),)
    new = component_of(spell)
    components = (new, *below) if over else (*below, new)
    top = components[0]
    lki_objs, lki_chars = state.own_lki()
    lki_chars[spell.id] = chars(state, spell.id)  # 608.2h: the spell as it last existed
    lki_objs[spell.id] = spell
    state.zones[STACK] = tuple(o for o in state.zones[STACK] if o != spell.id)
    state.del_obj(spell.id)
    state.set_obj(msgspec.structs.replace(
        target, card=top.card, printed=top.printed, token=top.token, face=top.face, face_down=top.face_down,
        copied=merged_values(components)))
    mutations = (before.mutations if before is not None else 0) + 1
    state.merges = tuple(m for m in state.merges if m.permanent != target.id) + (
        Merged(target.id, components, mutations),)
    state.characteristics_changed()
    state.emit("merged", ("702.140c", "730.2"), card=spell.card, obj=target.id, spell=spell.id,
               where=_LABELS[0 if over else 1].split(" ")[0], target=chars(state, target.id).name)


def set_up_merged(state: GameState, oid: int, under: tuple[str, ...]) -> None:
    """A set-up's merged permanent (scenarios): permanent `oid` already has the cards named `under` merged under
    it, topmost first, each by its owner's mutating spell (730.2; 702.140d: it has mutated once for each)."""
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    components = (component_of(obj), *(Component(name, obj.owner) for name in under))
    values = merged_values(components)
    state.set_obj(msgspec.structs.replace(obj, copied=values))
    known = present_kinds(state)  # the cards under it are no object of the game: their rules are present too
    if known is not None:
        cursor, names, _ = state.present
        state.present = (cursor, names, known | kinds_of(values))
    state.merges = state.merges + (Merged(oid, components, len(under)),)
    state.characteristics_changed()


def _merge_with_target(ctx: Ctx, e: MergeWithTarget) -> None:
    """702.140c, 608.3d: the resolving mutating creature spell merges with its target, over or under it as its
    controller chooses; then the abilities that trigger when it mutates trigger (702.140d)."""
    st = ctx.state
    spell = st.objects.get(ctx.oid)
    found = ctx.refs(Target(0))
    target = st.objects.get(found[0]) if found else None
    if not isinstance(spell, Obj) or spell.zone != STACK or not isinstance(target, Obj) \
            or target.zone != BATTLEFIELD:
        return  # 702.140b: no legal target: it resolves as a creature spell and enters the battlefield
    prompt = f"put {chars(st, spell.id).name} over or under {chars(st, target.id).name} (702.140c)"
    (where,) = ctx.ask(spell.controller, "choose", prompt, (OVER, UNDER), 1, 1, labels=_LABELS, purpose="mutate")
    merge(st, spell, target, where == OVER)
    object_event_triggers(st, MUTATES, target.id)


def _no_longer_mutating(state: GameState, oid: int) -> bool:
    """702.140b, 608.3b: a mutating creature spell whose target is illegal as it begins resolving ceases to be a
    mutating creature spell and continues resolving as a creature spell (it has no target then)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.choices is None or obj.choices.alternative != MUTATE \
            or not any(obj.choices.targets):
        return False
    state.set_obj(msgspec.structs.replace(obj, choices=msgspec.structs.replace(obj.choices, targets=())))
    state.characteristics_changed()
    state.emit("mutating_ends", ("702.140b", "608.3b"), obj=oid, card=obj.card)
    return True


def _components_leave(state: GameState, old: Obj, new: Obj, position: int) -> None:
    """730.3: a merged permanent left the battlefield: the object it became is its topmost card; each other
    component is put into the same zone (730.3d), a new object (400.7), a token among them to cease to exist
    (704.5d). In a library they go together, after the first (730.3a)."""
    m = merged_of(state, old.id)
    if m is None:
        return
    became: list[int] = []
    for n, c in enumerate(m.components[1:], start=1):
        key = zone_key(new.zone, c.owner)
        other = Obj(state.hidden_id() if new.zone in (LIBRARY, HAND) else state.new_id(), c.card, c.owner, c.owner,
                    new.zone, printed=c.printed, token=c.token, timestamp=state.new_timestamp(),
                    since_turn=state.turn)
        zone = state.zones[key]
        at = min(position + n, len(zone)) if new.zone == LIBRARY and c.owner == new.owner else len(zone)
        state.zones[key] = zone[:at] + (other.id,) + zone[at:]
        state.put_obj(other)
        became.append(other.id)
        if c.token:
            state.cease_pending = state.cease_pending + (other.id,)
        state.characteristics_changed()
        state.emit("merged_card_moved", ("730.3",), card=c.card, old=old.id, new=other.id, src=old.zone,
                   dst=new.zone, player=c.owner)
    state.merges = tuple(msgspec.structs.replace(x, became=tuple(became)) if x is m else x for x in state.merges)


def moved_with(state: GameState, oid: int) -> tuple[int, ...]:
    """730.3c: the other objects merged permanent `oid` became as it left the battlefield (those still there)."""
    m = merged_of(state, oid)
    return tuple(o for o in m.became if o in state.objects) if m is not None else ()


def times_mutated(ctx: Ctx, value: TimesMutated) -> int:
    """702.140d: how many times a mutating creature spell merged with the source (as it last existed)."""
    m = merged_of(ctx.state, ctx.source)
    return m.mutations if m is not None else 0


def mutate_cost(face: CardFace) -> Cost | None:
    """702.140a: the face's mutate cost (its alternative cost named 'mutate'), or None."""
    spell = face.spell
    alt = next((a for a in spell.alternatives if a.name == MUTATE), None) if spell is not None else None
    return alt.cost if alt is not None else None


def _from_graveyard(state: GameState, player: int) -> Iterator[Permission]:
    """601.3: 'You may cast ~ from your graveyard using its mutate ability' (Brokkos): the card in its owner's
    graveyard may be cast for its mutate cost only (118.9b; its rulings), while it has a target (601.2c)."""
    for oid in state.zones[zone_key(GRAVEYARD, player)]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or obj.printed is not None:
            continue
        face = get_def(obj.card).faces[0]
        cost = mutate_cost(face)
        if cost is None or not any(isinstance(a, CastUsingMutate) for a in face.abilities):
            continue
        spell = face.spell
        assert spell is not None
        target = next(a for a in spell.alternatives if a.name == MUTATE).targets[0]
        if candidates(state, target, player, oid, 0):
            yield Permission(oid, MUTATE, False, cost)


def _mutate_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9b: cast under the permission named 'mutate', its mutate cost is required."""
    if via != MUTATE:
        return None
    cost = mutate_cost(face)
    return (cost, None) if cost is not None else None


register_effect(MergeWithTarget, _merge_with_target)
TARGETS_ILLEGAL_ON_RESOLUTION.register(_no_longer_mutating)
SECOND_CARD.register(_components_leave)
MOVED_WITH.register(moved_with)
CAST_PERMISSIONS.register(_from_graveyard, needs=("CastUsingMutate",))
PERMISSION_COSTS.register(_mutate_costs)
EXTRA_AMOUNTS[TimesMutated] = times_mutated
