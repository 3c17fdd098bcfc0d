"""Replacement and prevention effects (614-616).

They are not abilities on the stack (nothing can target them, 614.1-614.2): the zone-change path and the
damage path ask this module how an event is modified. When several apply to one event, the affected
object's controller (or the affected player) chooses the order (616.1), and each applies once (614.5).
"""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import (
    CardFace,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    ReplaceDies,
    Static,
    XValue,
)
from lithoform.rules.continuous.characteristics import chars, copiable_face, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import (
    AS_ENTERS_ACTIONS,
    AS_ENTERS_CHOICES,
    ENTERS_TAPPED,
    ENTERS_WITH_COUNTERS,
    GRAVEYARD_DESTINATION,
)
from lithoform.rules.replacement.events import as_it_would_exist, aura_hosts, entering_counters
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, GameState, Link, Obj, Question, ref_player

# --- entering the battlefield (614.1c, 614.12) --------------------------------------------------------------


def entering(state: GameState, obj: Obj, with_counters: dict[str, int] | None = None) -> Obj:
    """How a permanent enters: first 'as enters' copy choices (they decide what it is, 614.12), then the
    'enters with counters' and 'enters tapped' of what it now is (614.1c). Which of these apply is read
    from the permanent as it would exist on the battlefield (614.12): under Humility, Clone offers no copy
    and Walking Ballista gets no counters."""
    applied: set[int] = set()
    while procedure.in_procedure() and _has(obj, EntersAsCopy):  # (a board set up directly copies nothing)
        ability = next((a for a in as_it_would_exist(state, obj).abilities if isinstance(a, EntersAsCopy)), None)
        if ability is None or len(applied) >= 8:
            break
        # 614.12, 707.5: what it copies may itself have an 'enter as a copy' ability (a Clone that copies
        # nothing): that copied ability applies too, and the player chooses again.
        before = obj.copied
        obj = _enter_as_copy(state, obj, ability)
        if obj.copied is before or id(obj.copied) in applied:
            break
        applied.add(id(obj.copied))
    if procedure.in_procedure() and not obj.attached_to:
        obj = _attach_entering_aura(state, obj)
    counters: dict[str, int] = dict(obj.counters)
    tapped = obj.tapped
    face = face_of(obj)
    if "Planeswalker" in face.types and face.loyalty and face.loyalty.isdigit() and "loyalty" not in counters:
        counters["loyalty"] = int(face.loyalty)  # 306.5b: enters with its printed loyalty
    added: dict[str, int] = dict(with_counters or {})  # 122.6: an effect's 'with N counters on it'
    if "Saga" in face.subtypes:  # 714.3a: 'This Saga enters with a lore counter on it.' (614.1c)
        added["lore"] = added.get("lore", 0) + 1
    own = as_it_would_exist(state, obj).abilities if _has(obj, (EntersWithCounters, EntersTapped)) else ()
    for ability in own:
        if isinstance(ability, EntersWithCounters):
            # 107.3m: X is the value announced for the spell; a copy or token has X = 0.
            amount = obj.cast_x if isinstance(ability.amount, XValue) else ability.amount
            if isinstance(amount, int) and amount > 0:
                added[ability.kind] = added.get(ability.kind, 0) + amount
        elif isinstance(ability, EntersTapped):
            tapped = True
    for act in AS_ENTERS_ACTIONS.fns:  # 614.1c: 'as ~ enters, discard your hand' (and the counters that follow)
        for kind, n in act(state, obj).items():
            added[kind] = added.get(kind, 0) + n
    for more in ENTERS_WITH_COUNTERS.fns:  # 614.1c: conditional ones (bloodthirst, 702.54a)
        for kind, n in more(state, obj).items():
            added[kind] = added.get(kind, 0) + n
    for choose in AS_ENTERS_CHOICES.fns:  # 614.12: 'as ~ enters, choose a color' (recorded under its new id)
        choose(state, obj)
    if ENTERS_TAPPED.fns:  # 614.1c: the conditional ones, each asked even if it enters tapped anyway
        hooked = [fn(state, obj) for fn in ENTERS_TAPPED.fns]  # (a shockland put onto it tapped still asks)
        tapped = tapped or any(hooked)

    for kind, amount in entering_counters(state, obj, added).items():  # 122.6, 614.12: Conclave Mentor
        counters[kind] = counters.get(kind, 0) + amount
    return msgspec.structs.replace(obj, counters=tuple(sorted(counters.items())), tapped=tapped)


def _has(obj: Obj, kind: type | tuple[type, ...]) -> bool:
    """Whether the face it would enter with (its own, or what it copies) has such an ability at all: no
    effect grants these, so without one there is nothing to read as it would exist (614.12)."""
    return any(isinstance(a, kind) for a in face_of(obj).abilities)


def _may_be_aura(state: GameState, obj: Obj) -> bool:
    """Whether the object could enter as an Aura: its face is one, or an effect already waits for the object
    it will be ('It's an Aura enchantment', mechanics/returns_as_aura: 205.1a, 614.12)."""
    return "Aura" in face_of(obj).subtypes or any(obj.id in e.affected for e in state.effects)


def _attach_entering_aura(state: GameState, obj: Obj) -> Obj:
    """303.4f: an Aura entering other than by resolving as an Aura spell (a copy of an Aura, an Aura returned
    or put onto the battlefield by an effect) that isn't told what to enchant is attached, as it enters,
    to an object or player its controller chooses among those it could enchant. Not a target (115.1)."""
    if not _may_be_aura(state, obj) or "Aura" not in as_it_would_exist(state, obj).subtypes:
        return obj
    options = aura_hosts(state, obj)
    if not options:
        return obj  # 303.4g: nothing it could enchant (unattached_aura)
    name = chars(state, obj.id).name if obj.id in state.objects else face_of(obj).name
    (host,) = procedure.ask(Question(obj.controller, "choose", f"choose what {name} enters attached to (303.4f)",
                                     options, 1, 1))
    state.emit("aura_attached_as_it_enters", ("303.4f",), card=obj.card,
               host=f"#{host}" if host > 0 else f"P{ref_player(host) + 1}")
    return msgspec.structs.replace(obj, attached_to=host)


def unattached_aura(state: GameState, obj: Obj) -> bool:
    """303.4g: an Aura about to enter (during play, not a set-up) with nothing it could enchant."""
    return (procedure.in_procedure() and not obj.attached_to and _may_be_aura(state, obj)
            and "Aura" in as_it_would_exist(state, obj).subtypes)


def _enter_as_copy(state: GameState, obj: Obj, ability: EntersAsCopy) -> Obj:
    """707.5, 614.12: the choice of what to copy is made as the permanent enters; only an object already on
    the battlefield can be chosen. The copy's values are that object's copiable values (707.2), plus the
    ability's exceptions (707.9)."""
    options = tuple(oid for oid in state.zones[BATTLEFIELD] if oid != obj.id
                    and matches(state, ability.filter, oid, obj.controller, obj.id))
    if not options:
        return obj
    lo = 0 if ability.optional else 1
    picked = procedure.ask(Question(obj.controller, "choose", f"choose what {face_of(obj).name} enters as a copy of",
                                    options, lo, 1))
    if not picked:
        return obj
    original = state.objects[picked[0]]
    assert isinstance(original, Obj)
    values = copy_with_exceptions(copiable_face(original), ability.add_types, ability.add_keywords,
                                  ability.add_subtypes, ability.add_abilities)
    state.emit("enters_as_copy", ("707.5", "614.12"), card=obj.card, of=chars(state, original.id).name)
    return msgspec.structs.replace(obj, copied=values)


def copy_with_exceptions(values: CardFace, add_types: tuple[str, ...] = (), add_keywords: tuple[str, ...] = (),
                         add_subtypes: tuple[str, ...] = (), add_abilities: tuple[Any, ...] = ()) -> CardFace:
    """707.9: 'except it's an artifact', 'except it's a Spirit in addition to its other types', 'except it has
    haste', 'and it has "When this creature becomes the target ..."' (707.9a: an ability the copy has in addition
    to the copied ones): the exceptions become part of the copiable values (707.9b)."""
    if add_abilities:
        values = msgspec.structs.replace(values, abilities=values.abilities + add_abilities)
    if not add_types and not add_keywords and not add_subtypes:
        return values
    if add_subtypes:
        values = msgspec.structs.replace(
            values, subtypes=values.subtypes + tuple(t for t in add_subtypes if t not in values.subtypes))
    types = values.types + tuple(t for t in add_types if t not in values.types)
    keywords = values.keywords + tuple(k for k in add_keywords if k not in values.keywords)
    abilities = values.abilities + tuple(Static(k, text=k) for k in add_keywords if k not in values.keywords)
    return msgspec.structs.replace(values, types=types, keywords=keywords, abilities=abilities)


# --- zone changes (614.1a, 616.1) ------------------------------------------------------------------------------


REPLACED_BY = "replaced_by"  # a link from a permanent leaving to the source of the 'would die' effect replacing it


def destination(state: GameState, oid: int, to: str, together: dict[int, tuple[int, Any]] | None = None) -> str:
    """614.1a, 614.6: where an object moving from the battlefield actually goes. 'If ~ would die, exile it
    instead': several such effects are ordered by the object's controller (616.1). `together`: the permanents
    leaving the battlefield at the same time (controller, characteristics as they were), whose replacement
    effects still apply to this event."""
    obj = state.objects[oid]
    if obj.zone != BATTLEFIELD or to != GRAVEYARD or not isinstance(obj, Obj):
        return to
    # 700.4: 'dies' is put into a graveyard from the battlefield; 'this turn' effects of resolving spells
    # (Scorching Dragonfire) follow the object they named (400.7).
    # ('If a creature would die this turn, ...' names no objects: its `affected` is matched as it would die)
    turn = [(r.source, r.ability) for r in state.replacements if isinstance(r.ability, ReplaceDies) and (
        oid in r.objects or (not r.objects and r.ability.affected is not None
                             and matches(state, r.ability.affected, oid, r.controller, r.source)))]
    if "Creature" not in chars(state, oid).types and not turn:
        return to
    gone = [(source, controller, ability) for source, (controller, c) in (together or {}).items()
            if source not in state.objects for ability in c.abilities if isinstance(ability, ReplaceDies)]
    statics = [(source, state.objects[source].controller, ability) for source, ability in _statics(state, ReplaceDies)]
    options = turn + [(source, ability) for source, controller, ability in statics + gone
                      if "Creature" in chars(state, oid).types and (
                          (ability.affected is None and source == oid)
                          or (ability.affected is not None and matches(state, ability.affected, oid,
                                                                       controller, source)))]
    if not options:
        return to
    # 616.1: 'if it would be put into a graveyard from anywhere' effects (Rest in Peace, Progenitus's own)
    # modify the same event; its controller chooses among all of them (CR 616.1's example)
    anywhere = graveyard_instead(state, oid)
    candidates: list[tuple[int, str, ReplaceDies | None]] = [(s, a.to, a) for s, a in options]
    candidates += [(s, zone, None) for zone, s in anywhere]
    source, zone, ability = _pick(state, obj, candidates)
    if ability is None:
        state.emit("replaced", ("614.1a",), card=chars(state, oid).name, to=zone, source=source)
        return zone
    state.emit("replaced", ("614.1a", "614.6"), card=obj.card, to=zone, source=source)
    if ability.also is not None:  # the replacing event's rest (Kalitas's Zombie): which permanent's, by a link
        state.links = state.links + (Link(oid, REPLACED_BY, (source,)),)
    return zone


def graveyard_instead(state: GameState, oid: int) -> list[tuple[str, int]]:
    """614.1a: the effects 'if a card would be put into a graveyard from anywhere, [zone] instead' that apply to
    the object (the hook point GRAVEYARD_DESTINATION): each as (the zone instead, the effect's source)."""
    return [answer for fn in GRAVEYARD_DESTINATION.now(state) if (answer := fn(state, oid)) is not None]


def graveyard_destination(state: GameState, oid: int, to: str) -> str:
    """614.1a, 616.1: where an object that would be put into a graveyard from any zone goes; with several
    effects that send it to different places, the object's controller (its owner: a card in a hand or a
    library) chooses the one that applies; the others then no longer apply (616.1f: it isn't going to a
    graveyard any more)."""
    anywhere = graveyard_instead(state, oid)
    if not anywhere:
        return to
    obj = state.objects[oid]
    source, zone, _ = _pick(state, obj, [(s, z, None) for z, s in anywhere])
    state.emit("replaced", ("614.1a",), card=chars(state, oid).name, to=zone, source=source)
    return zone


def _pick(state: GameState, obj: Obj, candidates: list[tuple[int, str, ReplaceDies | None]]
          ) -> tuple[int, str, ReplaceDies | None]:
    """616.1e: the affected object's controller chooses which effect applies, when they would act differently
    (another zone, or a further instruction such as Kalitas's Zombie)."""
    if len({(zone, ability is not None and ability.also is not None and s) for s, zone, ability in candidates}) <= 1:
        return candidates[0]
    labels = tuple(f"{chars(state, s).name if s in state.objects else 'an effect'}: {zone}"
                   for s, zone, _ in candidates)
    picked = procedure.ask(Question(obj.controller, "choose", "616.1: choose which replacement effect applies",
                                    tuple(range(len(candidates))), 1, 1, labels=labels))
    return candidates[picked[0]]


def _statics(state: GameState, kind: type):
    for oid in state.zones[BATTLEFIELD]:
        for ability in chars(state, oid).abilities:
            if isinstance(ability, kind):
                yield oid, ability
