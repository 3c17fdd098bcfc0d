"""Computed characteristics of objects (109.3, 208, 613).

Characteristics are derived, never stored: the copiable values (the printed face, a token's defining
values, or what a copy effect copied: layer 1, 613.2c), then the continuous effects in layer order
(layers.py), then counters (613.4c). Results are cached in the state until something that can change
them happens (`GameState.characteristics_changed`).
"""

from __future__ import annotations

import itertools
import operator
import os
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import msgspec

from lithoform.cards.mana import parse_cost
from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import (
    ActivatedAbility,
    AddAbilities,
    AnchorAbility,
    CardDef,
    CardFace,
    LevelAbility,
    LevelerAbility,
    PTBoost,
    PTEqualTo,
    Static,
    StaticEffect,
)
from lithoform.catalog.registry import DEFS, get_def
from lithoform.rules.continuous.chars_record import Chars
from lithoform.rules.continuous.chosen import anchored, resolve_chosen
from lithoform.rules.continuous.layers import KEYWORD_COUNTERS, Eff, Working, apply_layers, set_counted_pt
from lithoform.rules.continuous.pairing import partners
from lithoform.rules.continuous.pt_counters import pt_from_counters
from lithoform.rules.continuous.static_conditions import static_condition
from lithoform.rules.hooks import (
    BACK_FACE_MANA_COST,
    BESTOWED_VALUES,
    COMBINED_SPELL,
    CONTROL_SYNCED,
    FACE_DOWN_VALUES,
    OFF_BATTLEFIELD_CHARS,
    OFF_BATTLEFIELD_EFFECTS,
    PRINTED_CDAS,
    STATIC_AMOUNTS,
)
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import BATTLEFIELD, STACK, GameState, Obj, StackAbility


def face_of(obj: Obj) -> CardFace:
    """An object's copiable values as a face (707.2): what a copy effect copied, else a token's or copy's
    own defining values, else its card's printed face; a face-down object's are those its face-down status
    lists (708.2, 708.10: layer 1b applies after copy effects, 613.2b); a bestowed Aura's, its card's as an
    Aura (702.103b)."""
    if obj.face_down or obj.bestowed:  # one test on the hot path for both statuses
        return _status_face(obj)
    if obj.copied is not None:  # (a copy of a flip card flipped: the alternative of what it copies, 707.3)
        return obj.copied if not obj.face else flip_alternative(obj.copied) or obj.copied
    if obj.printed is not None:
        return obj.printed if not obj.face else flip_alternative(obj.printed) or obj.printed
    card = DEFS.get(obj.card) or get_def(obj.card)
    if card.layout in SPLIT_LAYOUTS and (obj.zone != STACK or obj.face >= len(card.faces)):
        return combined_face(card)  # 709.4: both halves' characteristics, except on the stack (709.3b) unless fused (709.4d)
    return card.faces[obj.face]


_FLIP_ALTERNATIVES: dict[str, CardFace | None] = {}


def flip_alternative(face: CardFace) -> CardFace | None:
    """710.1b, 707.3: the alternative characteristics of a flip card whose normal values are `face` (what a
    copy of the card copied), None for any other face."""
    if face.name not in _FLIP_ALTERNATIVES:
        try:
            card = DEFS.get(face.name) or get_def(face.name)
        except Exception:  # (a token's name or a face no card has: nothing to flip to)
            card = None
        _FLIP_ALTERNATIVES[face.name] = card.faces[1] if card is not None and card.layout == "flip" \
            and len(card.faces) == 2 and card.faces[0].name == face.name else None
    return _FLIP_ALTERNATIVES[face.name]


def flips(obj: Obj) -> bool:
    """710.1a: whether the object has alternative characteristics to flip to: a flip card, or an object whose
    copiable values are a flip card's normal ones (707.3)."""
    values = obj.copied if obj.copied is not None else obj.printed
    if values is not None:
        return flip_alternative(values) is not None
    return (DEFS.get(obj.card) or get_def(obj.card)).layout == "flip"


def copiable_face(obj: Obj) -> CardFace:
    """707.2-3: the values a copy of `obj` copies: its face_of, but a flipped flip card's normal values, since
    the copy's own status (110.5) decides whether its alternative ones apply."""
    if obj.face and not obj.face_down and not obj.bestowed and flips(obj):
        return face_of(msgspec.structs.replace(obj, face=0))
    return face_of(obj)


def _status_face(obj: Obj) -> CardFace:
    """708.2 (layer 1b) for a face-down object; 702.103b for a bestowed Aura spell or permanent."""
    if obj.face_down:
        for values in FACE_DOWN_VALUES.fns:
            found = values(obj.face_down)
            if found is not None:
                return found
    face = face_of(msgspec.structs.replace(obj, face_down="", bestowed=False))
    if obj.bestowed:
        for bestowed in BESTOWED_VALUES.fns:
            face = bestowed(face)
    return face


_COMBINED: dict[str, CardFace] = {}


def combined_face(card: CardDef) -> CardFace:
    """709.4: a split card has both names, the combined mana cost (709.4b), each card type and each ability
    of its halves (709.4c)."""
    hit = _COMBINED.get(card.name)
    if hit is not None:
        return hit
    halves = card.faces

    def union(attr: str) -> tuple[str, ...]:
        out: list[str] = []
        for f in halves:
            out.extend(t for t in getattr(f, attr) if t not in out)
        return tuple(out)

    face = CardFace(
        name=card.name, types=union("types"), subtypes=union("subtypes"), supertypes=union("supertypes"),
        mana_cost="".join(f.mana_cost or "" for f in halves),
        text="\n//\n".join(f.text for f in halves),
        abilities=tuple(a for f in halves for a in f.abilities),
        spell=next((s for s in (fn(card) for fn in COMBINED_SPELL.fns) if s is not None), None),  # 702.102d
    )
    _COMBINED[card.name] = face
    return face


# Bounded: a token's or a copy's face (and every face of a reloaded game) is a new object, so an unbounded
# cache kept each game's faces alive for the life of the process (issue 18: about 5 KB a game).
_BASE: ByIdentity[Chars] = ByIdentity(limit=4096)


def _base(face: CardFace) -> Chars:
    """The printed characteristics of a face, cached by identity (faces are immutable; hashing a whole
    ability tree on every lookup would cost more than computing it)."""
    known = _BASE.lookup(face)
    return known if known is not None else _BASE.get(face, lambda: _printed(face))


def printed_chars(face: CardFace) -> Chars:
    """The characteristics printed on a face (a modal double-faced card's other face, 712.11c)."""
    return _base(face)


def _printed(face: CardFace) -> Chars:
    """The printed values, with the characteristic-defining abilities that work in every zone applied
    (604.3, 613.3: before any layer's other effects; changeling 702.73a, by the hook point PRINTED_CDAS)."""
    cost = parse_cost(face.mana_cost)
    # (a face made in code may give its numbers as ints, which `_pt` takes: read untyped, since the compiled
    # build, issue 13, would check them against CardFace's `str | None`)
    numbers: Any = face
    colors = frozenset(face.colors) if face.colors is not None else frozenset(cost.colors)
    keywords = frozenset(k.lower() for k in face.keywords) | frozenset(
        a.keyword.lower() for a in face.abilities if isinstance(a, Static)
    )
    printed = Chars(
        name=face.name,
        types=frozenset(face.types),
        subtypes=frozenset(face.subtypes),
        supertypes=frozenset(face.supertypes),
        colors=colors,
        mana_value=cost.mana_value,
        power=_pt(numbers.power),
        toughness=_pt(numbers.toughness),
        keywords=keywords,
        abilities=face.abilities,
        loyalty=_pt(numbers.loyalty),
        activated=tuple(a for a in face.abilities if isinstance(a, ActivatedAbility)),
        has_mana_ability=any(isinstance(a, ActivatedAbility) and a.mana for a in face.abilities),
        has_static_effect=any(isinstance(a, StaticEffect) for a in face.abilities),
        leveled=any(isinstance(a, LevelAbility | LevelerAbility | AnchorAbility) for a in face.abilities),
    )
    for cda in PRINTED_CDAS.fns:
        printed = cda(printed)
    return printed


def _pt(value: str | int | None) -> int | None:  # (a token's may be an int)
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # '*' is defined by a characteristic-defining ability (604.3); 0 without one


def chars(state: GameState, oid: int) -> Chars:
    """The current characteristics of an object, or of its last known information once it has left its
    zone (608.2h)."""
    cache = state.chars
    cached = cache.get(oid)
    if cached is not None:
        return cached
    obj = state.objects.get(oid)
    if obj is None:
        known = state.lki_chars.get(oid)
        if known is None:
            raise KeyError(f"no object or last known information for id {oid}")
        return known
    if obj.zone == BATTLEFIELD and layered(state):
        _compute_battlefield(state)
        return cache[oid]
    known = _BY_RECORD.get(id(obj))
    if known is not None and known[0] is obj:
        result, counted = known[1], known[2]
    else:
        result = _compute(state, obj)
        # (the count is the face's, and the face the record's: found once per record)
        counted = _counted_pt(face_of(obj)) if isinstance(obj, Obj) else None
        if len(_BY_RECORD) >= 8192:
            _BY_RECORD.clear()
        _BY_RECORD[id(obj)] = (obj, result, counted)
    if counted is not None:  # 604.3: counted now, so kept only in the per-state cache
        cache[oid] = result  # what the count reads of this card itself (its types: Tarmogoyf) is known
        result = _with_counted_pt(state, obj, result, counted)
    # 611.3a: effects of permanents on cards elsewhere and spells (`known`: a characteristic may be asked for in
    # the middle of a zone change, where the game's kinds, rules/present.py, must not be brought up to date)
    if obj.zone != BATTLEFIELD:
        for fn in OFF_BATTLEFIELD_EFFECTS.known(state):
            result = fn(state, oid, result)
    cache[oid] = result
    return result


_COUNTED_PT: ByIdentity[Any] = ByIdentity(limit=4096)


def _counted_pt(face: CardFace) -> Any:
    """The face's characteristic-defining ability that sets its power or toughness to a count (PTEqualTo,
    604.3), or None; found once per face."""
    def find() -> Any:
        for a in face.abilities:
            if isinstance(a, StaticEffect) and a.affected is None and a.attached is None and a.condition is None:
                for part in a.parts:
                    if isinstance(part, PTEqualTo):
                        return part
        return None
    return _COUNTED_PT.get(face, find)



def record_only(obj: Obj) -> bool:
    """Whether the characteristics of `obj` off the battlefield come from its record alone (chars: no
    continuous effect applies there, and no count sets its power or toughness, 604.3): then the same record
    always has the same characteristics, whatever else changed in the game."""
    return _counted_pt(face_of(obj)) is None

def _with_counted_pt(state: GameState, obj: Obj, result: Chars, part: Any) -> Chars:
    """604.3: a characteristic-defining ability functions in every zone: off the battlefield (no other
    continuous effect applies there) the count sets the printed value, and counters still add (613.4c)."""
    if result.power is None or result.toughness is None:
        return result
    base = _base(face_of(obj))
    work = SimpleNamespace(power=base.power, toughness=base.toughness)
    set_counted_pt(work, part, lambda a: STATIC_AMOUNTS.fns[0](state, a, obj.id, obj.controller, None))
    return msgspec.structs.replace(result, power=work.power + (result.power - (base.power or 0)),
                                   toughness=work.toughness + (result.toughness - (base.toughness or 0)))


# Characteristics with no continuous effect to apply depend on the object's record alone (its copiable
# values, zone, counters and announced X: _compute), and records are immutable: found once per record, by
# identity (the record is kept with its value, so a later record reusing the id is never mistaken for it).
# Issue 13: the per-state cache is cleared at every zone change, and most objects are then unchanged.
_BY_RECORD: dict[int, tuple[Any, Chars, Any]] = {}  # id -> (record, its Chars, its counted P/T or None)


def tapped_status_set(state: GameState, obj: Obj, tapped: bool) -> Obj:
    """Writes `obj` tapped or untapped (a status, 110.5; not a characteristic, 109.3) and returns the new
    record. The characteristics found for the old record's copiable values, zone and counters (_BY_RECORD,
    _STATIC_BY_RECORD) are the new one's too, so they aren't worked out again (issue 13: every land tapped
    for mana, and every permanent untapped, made the next look at the battlefield compute its own again)."""
    new = msgspec.structs.replace(obj, tapped=tapped)
    state.set_obj(new)
    known = _BY_RECORD.get(id(obj))
    if known is not None and known[0] is obj:
        if CHECK_REUSE and _compute(state, new) != known[1]:
            raise StaleCharacteristicsError(f"the characteristics of {obj.id} changed with its tapped status")
        _BY_RECORD[id(new)] = (new, known[1], known[2])
    static = _STATIC_BY_RECORD.get(id(obj))
    if static is not None and static[0] is obj:
        _STATIC_BY_RECORD[id(new)] = (new, static[1])
    return new


_LAYERED = -1  # the cache key that remembers whether any continuous effect exists now


def battlefield_abilities(state: GameState, kind: type | tuple[type, ...]) -> tuple[tuple[int, Any], ...]:
    """(permanent, ability) for every ability of the given type that permanents on the battlefield have now,
    found once per state of the characteristics cache (which any change of characteristics or zones
    clears), so rarely used abilities cost the hot paths one lookup. Each kind is picked out of one index of
    every ability on the battlefield, built once per state of the cache (issue 13: one scan, not one per
    kind)."""
    key = ("abilities", kind)
    cache = state.chars
    hit = cache.get(key)  # type: ignore[call-overload]
    if hit is None:
        index = _ability_index(state)
        known = _BY_KIND.get((id(index), kind))
        if known is not None and known[0] is index:
            hit = known[1]
        else:
            hit = tuple([(pid, a) for pid, _n, a in index if isinstance(a, kind)])
            if len(_BY_KIND) >= 4096:
                _BY_KIND.clear()
            _BY_KIND[(id(index), kind)] = (index, hit)
        cache[key] = hit  # type: ignore[index]
    return hit


# battlefield_abilities' answers by the index they were picked from (kept, and compared by identity) and
# the kind: an index found again (_ability_index) gives the same answers.
_BY_KIND: dict[tuple[int, Any], tuple[tuple, tuple]] = {}


def numbered_battlefield_abilities(state: GameState, kind: type | tuple[type, ...]) -> tuple[tuple[int, int, Any], ...]:
    """(permanent, the ability's place among its abilities (0-based), ability) for every ability of the given
    type on the battlefield, as battlefield_abilities finds them."""
    key = ("numbered abilities", kind)
    cache = state.chars
    hit = cache.get(key)  # type: ignore[call-overload]
    if hit is None:
        index = _ability_index(state)
        known = _BY_KIND.get((id(index), key))  # (found again for an index found again, as battlefield_abilities)
        if known is not None and known[0] is index:
            hit = known[1]
        else:
            hit = tuple([entry for entry in index if isinstance(entry[2], kind)])
            if len(_BY_KIND) >= 4096:
                _BY_KIND.clear()
            _BY_KIND[(id(index), key)] = (index, hit)
        cache[key] = hit  # type: ignore[index]
    return hit


_ABILITY_INDEX = ("abilities",)


def _ability_index(state: GameState) -> tuple[tuple[int, int, Any], ...]:
    """(permanent, place, ability) for every ability of every permanent on the battlefield, in battlefield
    order."""
    cache = state.chars
    hit = cache.get(_ABILITY_INDEX)  # type: ignore[call-overload]
    if hit is None:
        bf = state.zones[BATTLEFIELD]
        plain = not layered(state)
        if plain:
            # With no continuous effect to apply, a permanent's abilities are its record's (chars:
            # _BY_RECORD; a counted power and toughness changes nothing else): found again by the records,
            # by identity, without asking for each permanent's characteristics.
            records = tuple(map(state.objects.__getitem__, bf))
            known = _INDEX_BY_RECORDS.get(bf)
            if known is not None and (all(map(operator.is_, known[0], records))
                                      or (_same_chars_where_changed(state, bf, known[0], records, known[2])
                                          and _kept_with(bf, records, known))):
                if CHECK_REUSE:
                    fresh = tuple([(pid, n, a) for pid in bf for n, a in enumerate(chars(state, pid).abilities)])
                    if fresh != known[1]:
                        raise StaleCharacteristicsError(f"a kept ability index differs from a fresh one at turn "
                                                        f"{state.turn}")
                cache[_ABILITY_INDEX] = known[1]  # type: ignore[index]
                return known[1]
        # Issue 13: found again by the permanents and their characteristics (by identity: the same Chars
        # object for an unchanged permanent, _BY_RECORD and _PURE), since the cache is emptied at every
        # zone change and the battlefield is most often as it was.
        if plain or not bf:
            cs = tuple([chars(state, pid) for pid in bf])
        else:  # 613.1: one permanent's characteristics found, every permanent's are (_compute_battlefield)
            chars(state, bf[0])
            try:
                cs = tuple(map(cache.__getitem__, bf))
            except KeyError:  # (one found alone before the layers were applied: each is asked for)
                cs = tuple([chars(state, pid) for pid in bf])
        key = (bf, tuple(map(id, cs)))
        kept = _INDEXES.get(key)  # (a name of its own: `known` above is typed apart, for mypyc)
        if kept is not None and all(map(operator.is_, kept[0], cs)):
            hit = kept[1]
        else:
            hit = tuple([(pid, n, a) for pid, c in zip(bf, cs, strict=True) for n, a in enumerate(c.abilities)])
            if len(_INDEXES) >= 1024:
                _INDEXES.clear()
            _INDEXES[key] = (cs, hit)
        if plain:
            if len(_INDEX_BY_RECORDS) >= 1024:
                _INDEX_BY_RECORDS.clear()
            _INDEX_BY_RECORDS[bf] = (records, hit, cs)
        cache[_ABILITY_INDEX] = hit  # type: ignore[index]
    return hit


def _same_chars_where_changed(state: GameState, bf: tuple[int, ...], before: tuple, records: tuple,
                              was: tuple) -> bool:
    """Whether each permanent whose record changed (tapped, damaged: a status, 110.5, not a characteristic)
    has the very characteristics it had (`was`, by identity): then the index is as it was, and only those
    permanents are asked for theirs (issue 13: a land tapped for mana between two zone changes)."""
    for i in itertools.compress(range(len(records)), map(operator.is_not, records, before)):
        if chars(state, bf[i]) is not was[i]:
            return False
    return True


def _kept_with(bf: tuple[int, ...], records: tuple, known: tuple) -> bool:
    """The kept index is kept with these records from now on (their characteristics are the very ones it
    was found with: _same_chars_where_changed), so the next look finds them all by identity. True."""
    _INDEX_BY_RECORDS[bf] = (records, known[1], known[2])
    return True


# battlefield -> (its records, the index, each permanent's Chars)
_INDEX_BY_RECORDS: dict[tuple[int, ...], tuple[tuple, tuple, tuple]] = {}


_INDEXES: dict[tuple, tuple[tuple, tuple]] = {}  # by the battlefield and its Chars' ids: (the Chars, index)


def from_battlefield_chars(state: GameState, key: tuple, compute: Callable[[GameState], Any]) -> Any:
    """`compute(state)`, a value worked out from the abilities the battlefield's permanents have alone (an
    index of some of them: what `_ability_index` lists, which is all it may read), found once per state of
    the characteristics cache and again by that index's identity (an index is found again for the same
    permanents with the same characteristics)."""
    cache = state.chars
    hit = cache.get(key)  # type: ignore[call-overload]
    if hit is None:
        index = _ability_index(state)
        known = _DERIVED.get((id(index), key))
        if known is not None and known[0] is index:
            hit = known[1]
        else:
            hit = compute(state)
            if len(_DERIVED) >= 4096:
                _DERIVED.clear()
            _DERIVED[(id(index), key)] = (index, hit)
        cache[key] = hit  # type: ignore[index]
    return hit


_DERIVED: dict[tuple[int, tuple], tuple[tuple, Any]] = {}


def layered(state: GameState) -> bool:
    """Whether the layer system has anything to do: a resolved continuous effect, or a permanent with a
    static ability that generates one or with a Class's level abilities (716.2a, given by level there)."""
    flag = state.chars.get(_LAYERED)
    if flag is None:
        flag = bool(state.effects)
        if not flag:
            # Found again by the permanents' records (issue 13: the cache is emptied at every zone change,
            # and the battlefield is most often as it was), else record by record
            bf = state.zones[BATTLEFIELD]
            objects = state.objects
            records = tuple(map(objects.__getitem__, bf))
            again = _LAYERED_BY_RECORDS.get(bf)
            if again is not None and all(map(operator.is_, again[0], records)):
                if CHECK_REUSE and again[1] != any(_static_record(obj) for obj in records):
                    raise StaleCharacteristicsError(f"a kept answer of layered() differs at turn {state.turn}")
                state.chars[_LAYERED] = again[1]
                return again[1]
            looked_at = records
            if again is not None and not again[1]:  # (none of the records before had one: only the changed)
                looked_at = tuple(itertools.compress(records, map(operator.is_not, records, again[0])))
            for obj in looked_at:
                known = _STATIC_BY_RECORD.get(id(obj))
                if known is None or known[0] is not obj:
                    known = (obj, _static_record(obj))
                    if len(_STATIC_BY_RECORD) >= 8192:
                        _STATIC_BY_RECORD.clear()
                    _STATIC_BY_RECORD[id(obj)] = known
                if known[1]:
                    flag = True
                    break
            if CHECK_REUSE and flag != any(_static_record(obj) for obj in records):
                raise StaleCharacteristicsError(f"layered() from the changed records differs at turn {state.turn}")
            if len(_LAYERED_BY_RECORDS) >= 1024:
                _LAYERED_BY_RECORDS.clear()
            _LAYERED_BY_RECORDS[bf] = (records, flag)
        state.chars[_LAYERED] = flag
    return flag


def _static_record(obj: Obj) -> bool:
    """Whether the record's face has a static ability that makes an effect, or level abilities (716.2a)."""
    base = _base(face_of(obj))
    return base.has_static_effect or base.leveled


# layered's answer without a continuous effect, by the battlefield (its ids) and its records (by identity)
_LAYERED_BY_RECORDS: dict[tuple[int, ...], tuple[tuple, bool]] = {}


# Whether a record's face has a static ability that makes an effect, or level abilities (layered): a
# function of the record (its copiable values), found once per record, by identity as _BY_RECORD is.
_STATIC_BY_RECORD: dict[int, tuple[Any, bool]] = {}


def _compute_battlefield(state: GameState, trace: list[Any] | None = None) -> None:
    """613.1: every permanent's characteristics at once, since effects can depend on each other. `trace`
    collects the effects applied, layer by layer (layers.apply_layers).

    Issue 13: the characteristics cache is emptied at every zone change (a card drawn, a spell cast), and
    the battlefield is then most often as it was. A computation that asked no 'as long as' condition
    (611.3a), counted no amount ('+1/+1 for each', 604.3) and read no choice (607.2d) read nothing but the
    resolved effects, combat and what `_layer_inputs` takes from each permanent's record (not its status:
    tapped, damage; 109.3); its result is kept by those (`_PURE` below) and reused."""
    if trace is not None:
        _compute_layers(state, trace)
        return
    bf = state.zones[BATTLEFIELD]
    objects = state.objects
    records = list(map(objects.__getitem__, bf))
    combat = state.combat
    fight = (combat.attackers, combat.blockers) if combat is not None else None
    before = _INPUTS_BY_BATTLEFIELD.get(bf)
    if before is None:
        faces = list(map(face_of, records))
        inputs = list(map(_layer_inputs, records, faces))
    else:  # (issue 13: a permanent's face and inputs are its record's: only the changed records are read)
        faces, inputs = list(before[1]), list(before[2])
        for i in itertools.compress(range(len(records)), map(operator.is_not, records, before[0])):
            faces[i] = face_of(records[i])
            inputs[i] = _layer_inputs(records[i], faces[i])
    if len(_INPUTS_BY_BATTLEFIELD) >= 256:
        _INPUTS_BY_BATTLEFIELD.clear()
    _INPUTS_BY_BATTLEFIELD[bf] = (records, faces, inputs)
    key = (id(state.effects), fight, tuple(inputs))
    hit = _PURE.get(key)
    if hit is not None and hit[0] is state.effects:
        if CHECK_REUSE:
            _check_reuse(state, hit[2])
        state.chars.update(hit[2])
        return
    if not _compute_layers(state, trace):
        if len(_PURE) >= 512:
            _PURE.clear()
        # (the faces are kept so that their ids in the key stay theirs)
        _PURE[key] = (state.effects, faces, {oid: state.chars[oid] for oid in bf})


# The tests' invariant check (env LITHOFORM_CHECK_LEGAL=1, as for the reused legal actions): every reused
# computation is compared with a fresh one.
CHECK_REUSE = os.environ.get("LITHOFORM_CHECK_LEGAL", "") not in ("", "0")


class StaleCharacteristicsError(Exception):
    """A reused layer computation differs from a fresh one: something the layers read is missing from
    _layer_inputs (a bug in the cache, never in the game)."""


def _check_reuse(state: GameState, reused: dict[int, Chars]) -> None:
    trial = state.clone()
    _compute_layers(trial)
    fresh = {oid: trial.chars[oid] for oid in reused}
    if fresh != reused:
        raise StaleCharacteristicsError(f"reused characteristics differ from fresh ones at turn {state.turn}: "
                                        f"{sorted(o for o in reused if fresh.get(o) != reused[o])}")


def _layer_inputs(obj: Obj, face: CardFace) -> tuple:
    """What the layers read of a permanent's record (_compute_layers): its copiable values (`face`, its
    face_of, by identity: a card's definition can be replaced, as the tests do), its controller,
    attachment, token status, counters and timestamp (613.7)."""
    return (obj.id, id(face), obj.face, obj.face_down, obj.bestowed, obj.controller, obj.base_controller,
            obj.attached_to, obj.token, obj.counters, obj.timestamp, obj.level)


# The battlefield's records, their faces (face_of) and _layer_inputs as _compute_battlefield last found them,
# by the battlefield's ids: a record is immutable, so an unchanged one (by identity) has the same ones.
_INPUTS_BY_BATTLEFIELD: dict[tuple[int, ...], tuple[list, list, list]] = {}


# (effects, the permanents' faces, each permanent's Chars) of pure computations, keyed by the effects' id,
# the combat roles and each permanent's _layer_inputs (_compute_battlefield). The effects are compared by
# identity; a face's id in the key is its own while the entry holds the face.
_PURE: dict[tuple, tuple[Any, list, dict[int, Chars]]] = {}


def _compute_layers(state: GameState, trace: list[Any] | None = None) -> bool:
    """_compute_battlefield's work; whether it read the game beyond the records, effects and combat (a
    condition, an amount or a choice)."""
    impure = False
    work: dict[int, Working] = {}
    timestamps: dict[int, int] = {}
    counters: dict[int, tuple[tuple[str, int], ...]] = {}
    attacking = {a for a, _ in state.combat.attackers} if state.combat is not None else set()
    blocking = {b for b, _ in state.combat.blockers} if state.combat is not None else set()
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        assert isinstance(obj, Obj)
        base = _base(face_of(obj))
        w = Working.__new__(Working)
        w.name = base.name
        w.types = set(base.types)
        w.subtypes = set(base.subtypes)
        w.supertypes = set(base.supertypes)
        w.colors = set(base.colors)
        w.mana_value = _mana_value(obj, base)
        w.power = base.power
        w.toughness = base.toughness
        w.keywords = set(base.keywords)
        w.abilities = list(base.abilities)
        if base.leveled:  # 716.2a: a level bar's abilities from its level on (716.2d: level 1 without one)
            w.abilities = [a.ability if isinstance(a, LevelAbility) else a for a in base.abilities
                           if not isinstance(a, LevelAbility) or a.level <= max(obj.level, 1)]
            if any(isinstance(a, LevelerAbility) for a in w.abilities):
                _striations(w, obj)
            if any(isinstance(a, AnchorAbility) for a in w.abilities):  # 614.12c: the chosen anchor word's
                impure = True  # a choice is read (kept as a Link, not in the layer inputs)
                w.abilities = anchored(state, oid, w.abilities)
        w.controller = obj.base_controller if obj.base_controller >= 0 else obj.controller
        w.loyalty = base.loyalty
        w.attached_to = obj.attached_to
        w.token = obj.token
        w.counters = obj.counters
        w.attacking = oid in attacking
        w.blocking = oid in blocking
        w.work = work  # the whole set, for what reads other objects ('modified', 700.9)
        w.paired = 0
        work[oid] = w
        timestamps[oid] = obj.timestamp
        counters[oid] = obj.counters
    if state.links:  # 702.95: paired creatures (soulbond), for the static abilities of a pair
        for oid, mate in partners(state).items():
            if oid in work:
                work[oid].paired = mate
    resolved = _resolved(state) if trace is None else [_eff(e) for e in state.effects]
    def holds(cond: object, source: int, controller: int) -> bool:
        nonlocal impure
        impure = True
        return static_condition(state, cond, source, controller, work)

    def measure(amount: object, source: int, controller: int) -> int:
        nonlocal impure
        impure = True
        return STATIC_AMOUNTS.fns[0](state, amount, source, controller, work)

    def read_chosen(f: Any, source: int) -> Any:
        nonlocal impure
        impure = True
        return resolve_chosen(state, f, source)

    apply_layers(work, resolved, timestamps, counters, holds, measure, trace, read_chosen)
    for oid, w in work.items():
        abilities = tuple(w.abilities)
        activated = tuple(a for a in abilities if isinstance(a, ActivatedAbility))
        state.chars[oid] = Chars(
            name=w.name, types=frozenset(w.types), subtypes=frozenset(w.subtypes),
            supertypes=frozenset(w.supertypes), colors=frozenset(w.colors), mana_value=w.mana_value,
            power=w.power, toughness=w.toughness, keywords=frozenset(w.keywords), abilities=abilities,
            loyalty=w.loyalty, activated=activated, has_mana_ability=any(a.mana for a in activated),
            controller=w.controller, has_static_effect=any(isinstance(a, StaticEffect) for a in abilities),
        )
    return impure


def _striations(w: Working, obj: Obj) -> None:
    """711.2a-b: a leveler has the abilities of the level symbol whose range holds its number of level
    counters (its P/T box among them, a layer-7b effect with the leveler's timestamp, as the rulings say);
    711.5: with fewer than the first symbol's, only its other abilities and its printed P/T."""
    n = next((k for kind, k in obj.counters if kind == "level"), 0)
    kept = []
    for a in w.abilities:
        if not isinstance(a, LevelerAbility):
            kept.append(a)
        elif a.low <= n and (a.high is None or n <= a.high):
            kept.append(a.ability)
            if isinstance(a.ability, Static):
                w.keywords.add(a.ability.keyword.lower())
    w.abilities = kept


def _eff(e: Any) -> Eff:
    return Eff(("effect", e.id), e.timestamp, e.source, e.controller, e.parts, e.affected, None, e.filter)


class _Resolved:
    """The layer system's view of one tuple of resolved effects (see _resolved)."""

    __slots__ = ("effects", "out", "sums", "keywords", "live")

    def __init__(self, effects: tuple, out: list[Eff | None], sums: dict, keywords: dict) -> None:
        self.effects = effects  # held, so the id that keys the cache stays this tuple's
        self.out = out  # None where a keyword grant was superseded by a later identical one
        self.sums = sums  # locked-in set -> (its combined effect's index in out, power, toughness)
        self.keywords = keywords  # (locked-in set, parts) of a keyword grant -> its index in out
        self.live = [e for e in out if e is not None]


_RESOLVED: dict[int, _Resolved] = {}
_LAST: list[_Resolved] = []


def _resolved(state: GameState) -> list[Eff]:
    """The resolved continuous effects as the layer system takes them, with the effects that only add
    +N/+N to a locked-in set (611.2c) indexed by that set: those on the same objects are one effect, their
    sum, in the place of the first of them. In layer 7c every change adds to power and toughness (613.4c),
    so their order changes nothing, and an effect that depends on them (613.8a) waits for all of them
    either way. A grant of keywords only (layer 6) given again to the same objects is taken once, as the
    later one (613.7): its keywords are a set, so the earlier grant adds nothing that a removal between
    them (a loss of abilities) wouldn't take away and the later one give back. Found once for each tuple of effects (shared by clones), and a tuple that only adds effects
    to the last one extends it: piled-up 'until end of turn' boosts (issue 18: 1,200 Giant Growths) cost
    one effect per set of objects, not one each, and are not gone through for each computation."""
    effects = state.effects
    hit = _RESOLVED.get(id(effects))
    if hit is not None and hit.effects is effects:
        _LAST[:] = [hit]
        return hit.live
    last = _LAST[0] if _LAST else None
    out: list[Eff | None]
    if last is not None and len(last.effects) <= len(effects) and all(map(operator.is_, last.effects, effects)):
        out, sums, grants = list(last.out), dict(last.sums), dict(last.keywords)
        new = effects[len(last.effects):]
    else:
        out, sums, grants, new = [], {}, {}, effects
    for e in new:
        if e.filter is not None or e.affected is None or not e.parts:
            out.append(_eff(e))
        elif all(type(p) is PTBoost for p in e.parts):
            _add_boost(e, out, sums)
        elif all(type(p) is AddAbilities and not p.abilities for p in e.parts):
            earlier = grants.get((e.affected, e.parts))
            if earlier is not None:
                out[earlier] = None  # the same keywords to the same objects again: only the later counts
            grants[(e.affected, e.parts)] = len(out)
            out.append(_eff(e))
        else:
            out.append(_eff(e))
    entry = _Resolved(effects, out, sums, grants)
    if len(_RESOLVED) >= 16:  # bounded (issue 18 item 10): a few tuples are live at once
        _RESOLVED.clear()
    _RESOLVED[id(effects)] = entry
    _LAST[:] = [entry]
    return entry.live


def _add_boost(e: Any, out: list[Eff | None], sums: dict) -> None:
    """A +N/+N effect added to the combined one for its locked-in set (a new Eff: the old is the last
    tuple's)."""
    power = sum(p.power for p in e.parts)
    toughness = sum(p.toughness for p in e.parts)
    known = sums.get(e.affected)
    if known is None:
        sums[e.affected] = (len(out), power, toughness)
        out.append(_eff(e))
        return
    index, power, toughness = known[0], known[1] + power, known[2] + toughness
    first = out[index]
    assert first is not None
    out[index] = Eff(first.key, first.timestamp, first.source, first.controller, (PTBoost(power, toughness),),
                     first.locked, None, None)
    sums[e.affected] = (index, power, toughness)


def layer_trace(state: GameState) -> list[Any]:
    """Each continuous effect applied to the battlefield as (layer, effect, affected ids), in the order the
    layers applied them: computed on a clone, for `explain` (613.1)."""
    trace: list[Any] = []
    _compute_battlefield(state.clone(), trace)
    return trace


def _compute(state: GameState, obj: Obj | StackAbility) -> Chars:
    """Characteristics with no continuous effect to apply: copiable values, X on the stack (202.3e), and
    counters (613.4c)."""
    if isinstance(obj, StackAbility):
        return Chars(
            name=obj.source_name, types=frozenset(), subtypes=frozenset(), supertypes=frozenset(),
            colors=frozenset(), mana_value=0, power=None, toughness=None, keywords=frozenset(), abilities=(),
        )
    base = _base(face_of(obj))
    if obj.zone != BATTLEFIELD:
        for fn in OFF_BATTLEFIELD_CHARS.fns:  # 113.6: abilities that function only outside the battlefield
            base = fn(face_of(obj), base)
    power, toughness = base.power, base.toughness
    mana_value = _mana_value(obj, base)
    if obj.zone == STACK and obj.choices is not None and obj.choices.x:
        # 202.3e: on the stack, X in the mana cost is the announced value.
        mana_value += obj.choices.x * parse_cost(face_of(obj).mana_cost).x_count
    keywords = base.keywords
    if obj.counters:
        if power is not None and toughness is not None:
            dp, dt = pt_from_counters(obj.counters)  # 613.4c: counters (122.1a: any +X/+Y kind)
            power += dp
            toughness += dt
        granted = {k for k, n in obj.counters if n > 0 and k in KEYWORD_COUNTERS}  # 122.1b
        if granted - keywords:
            keywords = keywords | granted
    if power == base.power and toughness == base.toughness and mana_value == base.mana_value \
            and keywords is base.keywords:
        return base
    return msgspec.structs.replace(base, power=power, toughness=toughness, mana_value=mana_value,
                                   keywords=keywords)


def _mana_value(obj: Obj, base: Chars) -> int:
    """712.8e, 202.3b: a transforming double-faced card with its back face up has its front face's mana
    value."""
    if obj.face == 0 or obj.face_down:  # 708.2: a face-down object has no mana cost
        return base.mana_value
    for fn in BACK_FACE_MANA_COST.fns:
        front = fn(obj)
        if front is not None:
            return parse_cost(front).mana_value
    return base.mana_value


def sync_control(state: GameState) -> None:
    """613.1b: control-changing effects apply in layer 2. Their result is written to each permanent's
    `controller`, so everything that asks who controls it sees it; the controller without those effects is
    kept in `base_controller`. A permanent that changes controller has a new 'since' turn (302.6)."""
    any_layer = layered(state)
    changed: list[int] = []
    bf = state.zones[BATTLEFIELD]
    if not any_layer and _no_base_controller(state, bf):  # (the usual case, found without a Python loop)
        bf = ()
    for oid in bf:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or (not any_layer and obj.base_controller < 0):
            continue
        base = obj.base_controller if obj.base_controller >= 0 else obj.controller
        now = chars(state, oid).controller if any_layer else base
        if now < 0:
            now = base
        if now != obj.controller:
            state.set_obj(msgspec.structs.replace(obj, controller=now, base_controller=-1 if now == base else base,
                                                  since_turn=state.turn))
            state.emit("control", ("613.1b", "302.6"), obj=oid, card=obj.card, player=now)
            changed.append(oid)
    if changed:  # what reads a permanent's controller (a god's devotion, 700.5a) is read again
        state.characteristics_changed()
    for fn in CONTROL_SYNCED.fns:  # 506.4: what changed controller leaves combat
        fn(state, tuple(changed))


_BASE_CONTROLLER = operator.attrgetter("base_controller")


def _no_base_controller(state: GameState, bf: tuple[int, ...]) -> bool:
    """Whether no permanent keeps a controller other than the one it has (base_controller -1 on each): with
    no continuous effect to apply, sync_control then changes nothing."""
    try:
        return max(map(_BASE_CONTROLLER, map(state.objects.__getitem__, bf)), default=-1) < 0
    except AttributeError:  # (not a permanent's record: looked at one by one)
        return False


def activated_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    return c.activated
