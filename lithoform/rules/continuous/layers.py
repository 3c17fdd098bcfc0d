"""Continuous effects in layers (611, 613): the characteristics of every permanent at once.

Start from each permanent's copiable values (layer 1, 613.2c), then apply every continuous effect, layer
by layer (613.1b-g, 613.4): those from static abilities (611.3, not locked in) and those from resolved
spells and abilities (611.2c, locked in). Within a layer, effects apply in timestamp order (613.7) unless
one depends on another (613.8); dependencies are found by the engine itself, by applying one effect and
seeing whether another's existence or set of affected objects changes. An effect that has started to
apply keeps applying to the same objects in later layers, even if its ability is removed (613.6).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from lithoform.cards.builders import BASIC_MANA, tap_for
from lithoform.cards.combat_rule_kinds import BLOCKS_ADDITIONAL
from lithoform.cards.nodes.continuous import (
    CHOSEN_BASIC_LAND_TYPE,
    CHOSEN_COLOR_PROTECTION,
    CHOSEN_PLAYER_PROTECTION,
)
from lithoform.cards.tree import (
    Ability,
    ActivatedAbility,
    AddAbilities,
    AddTypes,
    BasePTFromManaValue,
    CombatRule,
    Filter,
    GainControl,
    LoseAllAbilities,
    LoseKeywords,
    Part,
    PTBoost,
    PTBoostBy,
    PTEqualTo,
    PTFromCount,
    RemoveTypes,
    SetBasePT,
    SetColors,
    SetLandTypes,
    SetTypes,
    Static,
    StaticEffect,
    SwitchPT,
    TriggeredAbility,
)
from lithoform.rules.continuous.fit import characteristics_fit, host_if_other
from lithoform.rules.continuous.pt_counters import pt_from_counters
from lithoform.rules.hooks import GRANTED_ABILITY

LAYERS = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
PART_LAYER: dict[type, str] = {
    GainControl: "2", AddTypes: "4", RemoveTypes: "4", SetColors: "5", AddAbilities: "6", LoseAllAbilities: "6",
    LoseKeywords: "6", SetBasePT: "7b", BasePTFromManaValue: "7b", PTBoost: "7c", SwitchPT: "7d",
    PTFromCount: "7a", PTBoostBy: "7c",
}
PART_LAYER[SetTypes] = "4"  # 205.1a: 'it's an Aura enchantment' (Old-Growth Troll)
PART_LAYER[SetLandTypes] = "4"  # 305.7: 'nonbasic lands are Mountains' (Blood Moon)
PART_LAYER[PTEqualTo] = "7a"  # counted power/toughness, a characteristic-defining ability (604.3, 613.4a)
# The working values each kind of part writes, for the dependency check (613.8a): an effect whose filter
# reads none of what another effect writes can't have what it applies to changed by it.
_PT = frozenset({"pt"})
PART_WRITES: dict[type, frozenset[str]] = {
    GainControl: frozenset({"controller"}), AddTypes: frozenset({"types"}), RemoveTypes: frozenset({"types"}),
    SetColors: frozenset({"colors"}), AddAbilities: frozenset({"keywords"}),
    LoseAllAbilities: frozenset({"keywords"}), LoseKeywords: frozenset({"keywords"}), SetBasePT: _PT,
    BasePTFromManaValue: _PT, PTBoost: _PT, SwitchPT: _PT, PTFromCount: _PT, PTBoostBy: _PT,
}
PART_WRITES[PTEqualTo] = _PT
PART_WRITES[SetTypes] = frozenset({"types"})
PART_WRITES[SetLandTypes] = frozenset({"types", "keywords"})
_EVERYTHING = frozenset({"controller", "types", "colors", "keywords", "pt"})
# Parts whose content is read from the game as the layers apply ('has all activated abilities of that card',
# the top card of a library): a mechanic's rules part registers the type with its reader, (state, part,
# source) -> a plain part, and `read_chosen` (chosen.resolve_chosen) calls it
STATE_READ_PARTS: dict[type, Callable[[Any, Any, int], Any]] = {}


class Working:
    """An object's characteristics while the layers are being applied."""

    __slots__ = ("name", "types", "subtypes", "supertypes", "colors", "mana_value", "power", "toughness",
                 "keywords", "abilities", "controller", "loyalty", "attached_to", "token", "counters",
                 "attacking", "blocking", "work", "paired")

    def copy(self) -> Working:
        w = Working.__new__(Working)
        for name in Working.__slots__:
            value = getattr(self, name)
            setattr(w, name, value.copy() if isinstance(value, set | list) else value)
        return w


class Eff:
    """One continuous effect as the layer system sees it."""

    __slots__ = ("key", "timestamp", "source", "controller", "parts", "locked", "static", "filter", "layers",
                 "writes")

    def __init__(self, key: tuple, timestamp: int, source: int, controller: int, parts: tuple[Part, ...],
                 locked: tuple[int, ...] | None, static: StaticEffect | None, filter: Filter | None = None) -> None:
        self.key = key
        self.timestamp = timestamp
        self.source = source
        self.controller = controller
        self.parts = parts
        self.locked = locked
        self.static = static
        self.filter = filter  # a resolved rules-changing effect, not locked in (611.2c)
        # its layers, found once (in_layer is asked for every effect in every layer; rules-only parts: none)
        self.layers = frozenset(PART_LAYER.get(type(p)) for p in parts)
        self.writes = frozenset().union(*(PART_WRITES.get(type(p), _EVERYTHING) for p in parts))

    def in_layer(self, layer: str) -> bool:
        return layer in self.layers


Holds = Callable[[Any, int, int], bool]  # (condition, source, controller): does an 'as long as' hold
Measure = Callable[[Any, int, int], int]  # (amount, source, controller): an amount a static ability counts


def apply_layers(work: dict[int, Working], resolved: list[Eff], timestamps: dict[int, int],
                 counters: dict[int, tuple[tuple[str, int], ...]], holds: Holds | None = None,
                 measure: Measure | None = None, trace: list[tuple[str, Eff, tuple[int, ...]]] | None = None,
                 read_chosen: Callable[[Any, int], Any] | None = None) -> None:
    """Applies every continuous effect to `work` (the battlefield's copiable values), in place. `holds`
    answers the conditions of static abilities (611.3a), each asked once per computation; `measure` counts
    the amounts of their variable P/T changes ('+1/+1 for each ...') as the effect applies; `read_chosen` reads
    'of the chosen type' in a static's filter from its source's choice (607.2d). `trace`, if
    given, gets each (layer, effect, affected ids) as it is applied, in order (for `explain`)."""
    started: dict[tuple, tuple[int, ...]] = {}
    seen: dict[tuple, Eff] = {}
    answered: dict[tuple, bool] = {}
    for layer in LAYERS:
        candidates = {e.key: e for e in resolved if e.in_layer(layer)}
        for e in _statics(work, timestamps):
            if e.static is not None and e.static.condition is not None:
                if e.key not in answered:
                    if not e.in_layer(layer):
                        continue  # asked as its first layer begins: what layers before it made is read (613.1)
                    answered[e.key] = holds is not None and holds(e.static.condition, e.source, e.controller)
                if not answered[e.key]:
                    continue  # 611.3a: the condition is false, the effect doesn't exist now
            if read_chosen is not None and e.static is not None and e.static.affected is not None \
                    and e.static.affected.chosen is not None:  # 607.2d: what its source chose
                e.filter = read_chosen(e.static.affected, e.source)
            if read_chosen is not None and e.static is not None \
                    and any(type(p) in STATE_READ_PARTS or CHOSEN_BASIC_LAND_TYPE in getattr(p, "subtypes", ())
                            or any(k.startswith((CHOSEN_COLOR_PROTECTION, CHOSEN_PLAYER_PROTECTION))
                                   for k in getattr(p, "keywords", ()))
                            for p in e.parts):
                # 'is the chosen type', 'has protection from the chosen color / player' (607.2d)
                e.parts = tuple(read_chosen(p, e.source) for p in e.parts)
            seen.setdefault(e.key, e)
            if e.in_layer(layer):
                candidates.setdefault(e.key, e)
        for key in started:  # 613.6: once started, an effect goes on in its later layers
            e = seen.get(key)
            if e is not None and e.in_layer(layer):
                candidates.setdefault(key, e)
        if layer == "6" and counters:
            _keyword_counters(work, counters)
        remaining = sorted(candidates.values(), key=lambda e: (e.timestamp, e.key))
        while remaining:
            chosen = _next_effect(remaining, work, started, timestamps)
            remaining.remove(chosen)
            affected = started.get(chosen.key)
            if affected is None:
                affected = _affected(chosen, work)
                started[chosen.key] = affected
            _apply(chosen, layer, affected, work, measure)
            if trace is not None:
                trace.append((layer, chosen, affected))
            if layer == "6" and _grants_static(chosen):
                # 613.8a: a static ability granted in this layer ('it has "Equipped creature has flying."', the
                # Runes) depends on the grant; its own layer 6 effect applies after it, in this layer
                for e in _statics(work, timestamps):
                    if e.key in seen or not e.in_layer(layer):
                        continue
                    if e.static is not None and e.static.condition is not None and not (
                            holds is not None and holds(e.static.condition, e.source, e.controller)):
                        continue
                    seen[e.key] = e
                    remaining.append(e)
        if layer == "7c":
            for oid, w in work.items():  # 613.4c: counters apply in layer 7c
                if w.power is not None and w.toughness is not None:
                    dp, dt = pt_from_counters(counters.get(oid, ()))  # 122.1a: any +X/+Y kind
                    w.power += dp
                    w.toughness += dt


def _grants_static(e: Eff) -> bool:
    return any(isinstance(p, AddAbilities) and any(isinstance(a, StaticEffect) for a in p.abilities)
               for p in e.parts)
# 122.1b: the keyword counters that grant a keyword the engine reads from the object's keywords (decayed and
# exalted, whose rules are abilities of their own, are left out)
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                              "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance"})


def _keyword_counters(work: dict[int, Working], counters: dict[int, tuple[tuple[str, int], ...]]) -> None:
    """122.1b, 613.1f: a keyword counter on a permanent makes it have that keyword, in layer 6 before the
    effects of that layer (a later 'loses all abilities' removes it)."""
    for oid, kinds in counters.items():
        w = work.get(oid)
        if w is None:
            continue
        for kind, n in kinds:
            if n > 0 and kind in KEYWORD_COUNTERS:
                w.keywords.add(kind)


def _statics(work: dict[int, Working], timestamps: dict[int, int]) -> list[Eff]:
    """The static-ability effects that exist now: abilities of permanents as the layers stand (611.3b).
    613.7a: a static ability's effect has its object's timestamp."""
    out = []
    for oid, w in work.items():
        for i, ability in enumerate(w.abilities):
            if isinstance(ability, StaticEffect):
                out.append(Eff(("static", oid, i, id(ability)), timestamps.get(oid, 0), oid, w.controller,
                               ability.parts, None, ability))
    return out


def _exists(e: Eff, work: dict[int, Working]) -> bool:
    if e.static is None:
        return True
    w = work.get(e.source)
    return w is not None and e.static in w.abilities


def _next_effect(remaining: list[Eff], work: dict[int, Working], started: dict, timestamps: dict) -> Eff:
    """613.8b: an effect that depends on others waits for them; a dependency loop falls back to timestamp
    order. Dependencies are re-evaluated after each effect applies (613.8c)."""
    if len(remaining) == 1:
        return remaining[0]
    for e in remaining:
        if e.locked is not None or e.key in started:
            return e  # it depends on nothing (_depends): no need to ask about each other effect
        if not any(other is not e and _depends(e, other, work, started) for other in remaining):
            return e
    return remaining[0]


def _depends(a: Eff, b: Eff, work: dict[int, Working], started: dict) -> bool:
    """613.8a: does applying `b` change whether `a` exists or what it applies to? An effect already
    started, or locked in, applies to its set whatever happens (611.2c, 613.6): it depends on nothing."""
    if a.key in started or (a.locked is not None and a.filter is None):
        return False
    if b.locked is not None and a.source not in b.locked:
        return _depends_on_locked(a, b, work, started)
    trial = {oid: w.copy() for oid, w in work.items()}
    _apply_all_layers_of(b, trial, started)
    if _exists(a, trial) != _exists(a, work):
        return True
    return _affected(a, trial) != _affected(a, work)


def _depends_on_locked(a: Eff, b: Eff, work: dict[int, Working], started: dict) -> bool:
    """_depends when `b` has a locked-in set (611.2c) that leaves `a`'s source alone: `b` changes only the
    objects of its set, and whether an object fits `a`'s filter reads that object alone (working_matches),
    so only those objects are tried, not a copy of the whole battlefield for each effect (issue 18: 1,200
    'until end of turn' effects made each action 1,000 times slower)."""
    static = a.static
    if static is None or static.attached is not None or static.affected is None:
        return False  # a's existence and its own or its attached object are read from a's source
    if not b.writes & filter_reads(static.affected):
        return False  # b changes nothing a's filter reads (a +1/+1 boost and 'creatures you control')
    touched = [o for o in b.locked or () if o in work]
    if not touched:
        return False
    trial = {o: work[o].copy() for o in touched}
    _apply_all_layers_of(b, trial, started)
    f = a.filter or static.affected
    return any(working_matches(f, trial[o], o, a.controller, a.source)
               != working_matches(f, work[o], o, a.controller, a.source) for o in touched)


_READS: dict[Filter, frozenset[str]] = {}


def filter_reads(f: Filter) -> frozenset[str]:
    """The working values `working_matches` reads for `f` that some effect's part can write (PART_WRITES);
    a filter reads its object's token status, counters and combat role too, which no part changes."""
    hit = _READS.get(f)
    if hit is None:
        reads = set()
        if f.controller is not None:
            reads.add("controller")
        if f.types or f.not_types or f.subtypes or f.not_subtypes or f.supertypes or f.not_supertypes or f.all_types:
            reads.add("types")
        for sub in f.any_of:
            reads |= filter_reads(sub)
        if f.colors or f.not_colors or f.color_count is not None:
            reads.add("colors")
        if f.modified:  # 700.9: its Equipment's and Auras' types and controllers
            reads |= {"types", "controller"}
        if f.attached_by:  # the subtypes of what is attached to it
            reads.add("types")
        if f.keywords or f.not_keywords:
            reads.add("keywords")
        if (f.power_at_least, f.power_at_most, f.toughness_at_least, f.toughness_at_most) != (None,) * 4:
            reads.add("pt")
        hit = frozenset(reads)
        if len(_READS) < 4096:  # bounded: filters are few (each card's own), but compiled ones are new objects
            _READS[f] = hit
    return hit


def _apply_all_layers_of(e: Eff, trial: dict[int, Working], started: dict) -> None:
    affected = started.get(e.key) or _affected(e, trial)
    for layer in LAYERS:
        if e.in_layer(layer):
            _apply(e, layer, affected, trial)


def _affected(e: Eff, work: dict[int, Working]) -> tuple[int, ...]:
    """The objects an effect applies to now (611.3a); locked in for resolved effects (611.2c)."""
    if e.filter is not None:  # 611.2c: a resolved effect that changes rules applies to what matches now
        return tuple(oid for oid, w in work.items() if working_matches(e.filter, w, oid, e.controller, e.source))
    if e.locked is not None:
        return tuple(o for o in e.locked if o in work)
    if not _exists(e, work):
        return ()
    static = e.static
    assert static is not None
    if static.attached == "paired":  # 702.95c: this creature and the creature it's paired with
        mate = work[e.source].paired
        return (e.source, mate) if mate in work else ()
    if static.attached is not None:
        target = work[e.source].attached_to
        if static.affected is not None and target in work and not working_matches(
                static.affected, work[target], target, e.controller, e.source):
            return ()  # 611.3a: 'as long as enchanted permanent is a creature, it gets ...'
        return (target,) if target in work else ()
    if static.affected is None:
        return (e.source,)
    host = host_if_other(static.affected, work, e.source)
    return tuple(oid for oid, w in work.items()
                 if oid != host and working_matches(static.affected, w, oid, e.controller, e.source))



def working_matches(f: Filter, w: Working, oid: int, controller: int, source: int) -> bool:
    """A filter read against the values the layers have produced so far (611.3a)."""
    if f.other and oid == source:
        return False
    if f.chosen is not None:  # 'of the chosen type' read without the choice (resolve_chosen): nothing fits
        return False
    if f.owner is not None:  # the working values don't hold an owner: no static ability's filter says one
        return False
    if not characteristics_fit(f, w):
        return False
    if f.any_of and not any(working_matches(sub, w, oid, controller, source) for sub in f.any_of):
        return False  # one of the alternatives, whole ('artifact creature or black creature')
    if f.token is not None and w.token != f.token:
        return False
    if f.counter is not None and not _counted(w.counters, f.counter):
        return False  # 122.1: 'with a +1/+1 counter on it'
    if f.no_counter is not None and _counted(w.counters, f.no_counter):
        return False  # 'without a fate counter on it'
    if f.mana_value_amount is not None:
        return False  # 'with mana value equal to [an amount]': read only by effects that resolve (filters.py)
    if f.attacking is not None and w.attacking != f.attacking:
        return False  # 506.4
    if f.modified and not working_modified(w, oid):
        return False  # 700.9
    if f.attached_by and not any(o.attached_to == oid and any(t in o.subtypes for t in f.attached_by)
                                 for o in w.work.values()):
        return False  # 'enchanted creatures you control' (303.4): an Aura attached to it, as the layers stand
    if f.historic and not ("Artifact" in w.types or "Legendary" in w.supertypes or "Saga" in w.subtypes):
        return False  # 700.6
    if f.blocking is not None and w.blocking != f.blocking:
        return False  # 509.1g
    if f.in_combat and not (w.attacking or w.blocking):
        return False
    if f.controller == "you":
        return w.controller == controller
    if f.controller == "opponent":
        return w.controller != controller
    return True


def working_modified(w: Working, oid: int) -> bool:
    """700.9, read from the working values: counters, an Equipment attached, or an Aura attached that its
    controller controls (`work`: the working set the object belongs to)."""
    if any(n > 0 for _, n in w.counters):
        return True
    return any(o.attached_to == oid and ("Equipment" in o.subtypes or ("Aura" in o.subtypes
                                                                       and o.controller == w.controller))
               for o in w.work.values())


def _apply(e: Eff, layer: str, affected: tuple[int, ...], work: dict[int, Working],
           measure: Measure | None = None) -> None:
    for part in e.parts:
        if PART_LAYER.get(type(part)) != layer:
            continue
        if isinstance(part, PTBoostBy):
            if measure is None:
                continue  # a dependency trial (613.8a): a P/T change in 7c changes no effect's existence
            power, toughness = (measure(a, e.source, e.controller) for a in (part.power, part.toughness))
            for oid in affected:
                w = work.get(oid)
                if w is not None and w.power is not None and w.toughness is not None:
                    w.power += power
                    w.toughness += toughness
            continue
        if isinstance(part, PTEqualTo):
            if measure is None:
                continue  # a dependency trial (613.8a), as for PTBoostBy
            for oid in affected:
                w = work.get(oid)
                if w is not None:
                    set_counted_pt(w, part, lambda a: measure(a, e.source, e.controller))
            continue
        if isinstance(part, PTFromCount):
            n = sum(1 for oid, w in work.items() if working_matches(part.filter, w, oid, e.controller, e.source))
            for oid in affected:
                if oid in work:
                    work[oid].power = work[oid].toughness = n
            continue
        for oid in affected:
            w = work.get(oid)
            if w is not None:
                _apply_part(part, w, e)


def set_counted_pt(w: Any, part: PTEqualTo, count: Callable[[Any], int]) -> None:
    """613.4a: '~'s power is equal to the number of ...' sets the value counted now (plus a fixed number);
    a value the ability doesn't define stays as printed."""
    if part.power is not None:
        w.power = count(part.power) + part.power_plus
    if part.toughness is not None:
        w.toughness = count(part.toughness) + part.toughness_plus


_BASIC_LAND_TYPES = frozenset(BASIC_MANA)
# 205.3i: the land types
_LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
                         "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})


def _intrinsic_mana(w: Working, subtypes: tuple[str, ...]) -> None:
    """305.6: a land that has a basic land type has that type's intrinsic mana ability ('{T}: Add {G}.' for a
    Forest); one it gains with the type (Dryad of the Ilysian Grove's ruling: 'They'll also have the mana ability
    of each basic land type'), once."""
    for land_type in subtypes:
        mana = BASIC_MANA.get(land_type)
        if mana is not None:
            ability = tap_for(mana, text=f"{{T}}: Add {mana}.")
            if ability not in w.abilities:
                w.abilities = [*w.abilities, ability]


def _apply_part(part: Any, w: Working, e: Eff) -> None:
    if isinstance(part, GainControl):
        w.controller = e.controller
    elif isinstance(part, AddTypes):
        w.types |= set(part.types)
        w.subtypes |= set(part.subtypes)
        w.supertypes |= set(part.supertypes)
        if "Land" in w.types and not _BASIC_LAND_TYPES.isdisjoint(part.subtypes):
            _intrinsic_mana(w, part.subtypes)
    elif isinstance(part, RemoveTypes):
        w.types -= set(part.types)
        w.subtypes -= set(part.subtypes)
        w.supertypes -= set(part.supertypes)
    elif isinstance(part, SetColors):
        w.colors = (w.colors | set(part.colors)) if part.added else set(part.colors)
    elif isinstance(part, SetLandTypes):
        # 305.7: the land's old land types and the abilities of its rules text (those it has by layer 4) are
        # gone; abilities other effects grant come in layer 6, after this, and stay
        if "Land" in w.types:
            w.subtypes = (w.subtypes - _LAND_TYPES) | set(part.subtypes)
            w.abilities = []
            w.keywords = set()
            _intrinsic_mana(w, part.subtypes)
    elif isinstance(part, SetTypes):  # 205.1a: the new card types and subtypes replace the old; supertypes stay
        w.types = set(part.types)
        w.subtypes = set(part.subtypes)
    elif isinstance(part, AddAbilities):
        # 113.2c: each instance of a triggered ability triggers (two 'ward {3}' gained, two triggers); a
        # static keyword gained twice is redundant (702.2f and the like); 'can block an additional creature'
        # gained twice lets it block two more (Act of Heroism ruling: cumulative)
        granted = part.abilities
        for bind in GRANTED_ABILITY.fns:  # 201.5a: an ability naming its granter is that granter's (granter_refs)
            granted = tuple(bind(a, e.source) for a in granted)
        w.abilities = w.abilities + [a for a in granted if isinstance(a, TriggeredAbility)
                                     or a not in w.abilities or _cumulative(a)]
        w.keywords |= {k.lower() for k in part.keywords}
        w.keywords |= {a.keyword.lower() for a in part.abilities if isinstance(a, Static)}
    elif isinstance(part, LoseAllAbilities):
        w.abilities = []
        w.keywords = set()
    elif isinstance(part, LoseKeywords):
        lost = {k.lower() for k in part.keywords}
        w.keywords -= lost
        w.abilities = [a for a in w.abilities if not (isinstance(a, Static) and a.keyword.lower() in lost)
                       and not any(_same_ability(a, b) for b in part.abilities)]
    elif isinstance(part, SetBasePT):
        if part.only == "power":  # 'has base power 2' (613.4b): the toughness stays as it is
            w.power = part.power
        else:
            w.power, w.toughness = part.power, part.toughness
    elif isinstance(part, BasePTFromManaValue):
        w.power = w.toughness = w.mana_value
    elif isinstance(part, PTBoost):
        if w.power is not None and w.toughness is not None:
            w.power += part.power
            w.toughness += part.toughness
    elif isinstance(part, SwitchPT):
        if w.power is not None and w.toughness is not None:
            w.power, w.toughness = w.toughness, w.power
    else:
        raise TypeError(f"unknown continuous effect part {part!r}")


def _same_ability(a: object, b: object) -> bool:
    """'loses "Prevent all damage that would be dealt to Glittering Lion."' (613.1f): the ability with that text's
    rules, whatever words its record keeps for the reader."""
    if type(a) is not type(b):
        return False
    if hasattr(a, "text") and hasattr(b, "text"):
        return msgspec.structs.replace(a, text="") == msgspec.structs.replace(b, text="")  # type: ignore[type-var]
    return a == b


def activated_of(abilities: list[Ability] | tuple[Ability, ...]) -> tuple[ActivatedAbility, ...]:
    return tuple(a for a in abilities if isinstance(a, ActivatedAbility))


def _cumulative(ability: object) -> bool:
    """509.1a: each 'can block an additional creature' lets the creature block one more."""
    return isinstance(ability, CombatRule) and ability.rule == BLOCKS_ADDITIONAL


def _counted(counters: tuple[tuple[str, int], ...], kind: str) -> bool:
    """122.1: one or more counters of `kind` ('' any kind: 'with a counter on it', 'with no counters on them')."""
    return dict(counters).get(kind, 0) > 0 if kind else any(n > 0 for _, n in counters)
