"""State-based actions (704): checked whenever a player would receive priority (117.5), all applicable
ones performed at once, and checked again until none apply (704.3)."""

from __future__ import annotations

import operator

import msgspec

from lithoform.cards.tree import Enchant, TargetSpec
from lithoform.rules.continuous.characteristics import (
    CHECK_REUSE,
    StaleCharacteristicsError,
    chars,
    layered,
    record_only,
)
from lithoform.rules.continuous.filters import matches
from lithoform.rules.game_end import lose, would_lose, zero_life_no_loss
from lithoform.rules.hooks import (
    ATTACH_FORBIDDEN,
    BEFORE_STATE_BASED_ACTIONS,
    DESTRUCTION_REPLACEMENTS,
    STATE_BASED_EXTRAS,
    STATE_BASED_SACRIFICES,
)
from lithoform.rules.stack.targets import permanent_matches
from lithoform.rules.triggers.unattached import unattached_triggers
from lithoform.rules.zones import move_simultaneously
from lithoform.state import procedure
from lithoform.state.model import (
    BATTLEFIELD,
    GRAVEYARD,
    STACK,
    GameState,
    Obj,
    Question,
    player_ref,
    zone_key,
)

# 607.2a: the Link key under which an Aura keeps the creature put onto the battlefield with it ('enchant creature
# put onto the battlefield with Animate Dead'; mechanics/reanimation_auras)
PUT_WITH_KEY = "put_onto_battlefield_with"


def check_state_based_actions(state: GameState) -> None:
    """704.3: repeat until no state-based action applies. A choice (the legend rule, 704.5j) is posed as a
    question; the check then re-runs from the start with the answers (see procedure.py)."""
    for fn in BEFORE_STATE_BASED_ACTIONS.now(state):  # 702.145c-g: not state-based actions, done as the engine looks
        fn(state)
    if _anything_applies(state):
        procedure.run(state, "sba")


@procedure.procedure("sba")
def _sba(state: GameState) -> None:
    while _perform_once(state):
        pass


def _anything_applies(state: GameState) -> bool:
    for p in state.players:
        if not p.lost and (p.life <= 0 or p.drew_from_empty or p.poison >= 10) and would_lose(state, p.index):
            return True
    if state.cease_pending:
        return True
    for more in STATE_BASED_SACRIFICES.now(state):  # 704.5s: a Saga past its final chapter
        if next(iter(more(state)), None) is not None:
            return True
    if any(extra(state, False) for extra in STATE_BASED_EXTRAS.fns):  # 704.5t: a completed dungeon
        return True
    plain = not layered(state)
    if plain:
        # The whole battlefield as it was at a check that found every permanent quiet (_QUIET_BY_RECORD): quiet
        # again, and its legends apart (issue 13: a check after a change of life or of a hand alone)
        bf = state.zones[BATTLEFIELD]
        records = tuple(map(state.objects.__getitem__, bf))
        kept = _QUIET_BATTLEFIELD.get(bf)
        if kept is not None and all(map(operator.is_, kept, records)):
            if CHECK_REUSE and _battlefield_applies(state, plain, None):
                raise StaleCharacteristicsError(f"a kept quiet battlefield isn't quiet at turn {state.turn}")
            return False
        return _battlefield_applies(state, plain, records)
    return _battlefield_applies(state, plain, None)


def _battlefield_applies(state: GameState, plain: bool, records: tuple | None) -> bool:
    """704.5f-j, m-n, q: whether one applies to a permanent. `records`: the battlefield's, kept in
    _QUIET_BATTLEFIELD if none applies and every permanent is quiet by _QUIET_BY_RECORD."""
    legends: set[tuple[int, str]] = set()
    # With no continuous effect to apply, a permanent's characteristics are its record's (chars, _BY_RECORD)
    # unless a count sets its power or toughness (604.3): then whether 704.5f-i or q apply to it, and its
    # name for 704.5j, are found once per record (issue 13: most permanents are unchanged between checks).
    # An Aura or an attached permanent reads others (704.5m-n): asked afresh.
    objects = state.objects
    bf = state.zones[BATTLEFIELD]
    quiet = plain
    for oid in bf:
        obj = objects[oid]
        if plain:
            known = _QUIET_BY_RECORD.get(id(obj))
            if known is not None and known[0] is obj:
                if CHECK_REUSE and _kept_differs(state, obj, known[1]):
                    raise StaleCharacteristicsError(f"a kept state-based check of {oid} differs at turn {state.turn}")
                if known[1] is not None:
                    if known[1] in legends:
                        return True
                    legends.add(known[1])
                continue
        c = chars(state, oid)
        if c.toughness is not None and "Creature" in c.types:
            if c.toughness <= 0 or (obj.damage and obj.damage >= c.toughness) or obj.deathtouched:
                return True
        if "Planeswalker" in c.types and obj.counter("loyalty") <= 0:
            return True
        if obj.counters and obj.counter("+1/+1") and obj.counter("-1/-1"):
            return True
        if "Aura" in c.subtypes:
            if not _aura_legal(state, oid, c):
                return True
        elif obj.attached_to and not _attachment_legal(state, obj, c):
            return True
        if "Legendary" in c.supertypes:
            key = (obj.controller, c.name)
            if key in legends:
                return True
            legends.add(key)
        if plain and "Aura" not in c.subtypes and not obj.attached_to and record_only(obj):
            if len(_QUIET_BY_RECORD) >= 8192:
                _QUIET_BY_RECORD.clear()
            _QUIET_BY_RECORD[id(obj)] = (obj, (obj.controller, c.name) if "Legendary" in c.supertypes else None)
        else:
            quiet = False
    if quiet and records is not None:
        if len(_QUIET_BATTLEFIELD) >= 1024:
            _QUIET_BATTLEFIELD.clear()
        _QUIET_BATTLEFIELD[bf] = records
    return False


# The battlefield (its ids) -> its records at a check where each was quiet by _QUIET_BY_RECORD and no two shared a
# legendary name (704.5j): with the same records and no continuous effect, none of 704.5f-j, q applies.
_QUIET_BATTLEFIELD: dict[tuple[int, ...], tuple] = {}


# A permanent's record -> (the record, its (controller, name) if legendary): a record none of 704.5f-i, q
# applies to, kept for _anything_applies while no continuous effect applies (layered), by identity.
_QUIET_BY_RECORD: dict[int, tuple[Obj, tuple[int, str] | None]] = {}


def _kept_differs(state: GameState, obj: Obj, legend: tuple[int, str] | None) -> bool:
    """(LITHOFORM_CHECK_LEGAL) whether a kept answer of _QUIET_BY_RECORD differs from a fresh one."""
    c = chars(state, obj.id)
    fresh = (obj.controller, c.name) if "Legendary" in c.supertypes else None
    return _applies_alone(obj, c) or fresh != legend or "Aura" in c.subtypes or bool(obj.attached_to)


def _applies_alone(obj: Obj, c) -> bool:
    """704.5f-i, q for one permanent alone (the checks _QUIET_BY_RECORD keeps the answer of)."""
    if c.toughness is not None and "Creature" in c.types and (
            c.toughness <= 0 or (obj.damage and obj.damage >= c.toughness) or obj.deathtouched):
        return True
    if "Planeswalker" in c.types and obj.counter("loyalty") <= 0:
        return True
    return bool(obj.counters and obj.counter("+1/+1") and obj.counter("-1/-1"))


def _perform_once(state: GameState) -> bool:
    """Finds every state-based action that applies now and performs them simultaneously (704.3)."""
    losers = [p.index for p in state.players
              if not p.lost and (p.life <= 0 or p.drew_from_empty or p.poison >= 10) and would_lose(state, p.index)]
    cease = [oid for oid in state.cease_pending if _must_cease(state, oid)]  # 704.5d, 704.5e
    to_graveyard: list[tuple[int, str]] = []
    unattach: list[int] = []
    annihilate: list[int] = []
    legends: dict[tuple[int, str], list[int]] = {}
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        c = chars(state, oid)
        if "Creature" in c.types and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((oid, "704.5f"))
            elif obj.damage and obj.damage >= c.toughness and "indestructible" not in c.keywords:
                to_graveyard.append((oid, "704.5g"))
            elif obj.deathtouched and "indestructible" not in c.keywords:  # any damage, marked or not (infect)
                to_graveyard.append((oid, "704.5h"))
        if "Planeswalker" in c.types and obj.counter("loyalty") <= 0:
            to_graveyard.append((oid, "704.5i"))
        if obj.counter("+1/+1") and obj.counter("-1/-1"):
            annihilate.append(oid)
        if "Legendary" in c.supertypes:
            legends.setdefault((obj.controller, c.name), []).append(oid)
        if "Aura" in c.subtypes:  # 704.5m (an Aura is never merely unattached, as the quick check says)
            if not _aura_legal(state, oid, c):
                to_graveyard.append((oid, "704.5m"))
        elif obj.attached_to and not _attachment_legal(state, obj, c):
            unattach.append(oid)
    for (controller, name), ids in legends.items():
        if len(ids) < 2:
            continue
        # 704.5j: the controller chooses one to keep; the rest go to the graveyard.
        (keep,) = procedure.ask(Question(controller, "choose", f"legend rule: choose the {name} to keep",
                                         tuple(ids), 1, 1, purpose="legend_rule"))
        to_graveyard.extend((i, "704.5j") for i in ids if i != keep)
    sacrificed = [x for more in STATE_BASED_SACRIFICES.now(state) for x in more(state)]  # 704.5s
    extras = [extra for extra in STATE_BASED_EXTRAS.fns if extra(state, False)]  # 704.5t
    if not (losers or cease or to_graveyard or annihilate or unattach or sacrificed or extras):
        state.cease_pending = ()
        return False
    if losers:
        lose(state, {p: _loss_rule(state, p) for p in losers})
    state.cease_pending = ()
    for oid in cease:
        cease_to_exist(state, oid)
    moves = []
    for oid, rule in to_graveyard:
        if rule in ("704.5g", "704.5h") and _destruction_replaced(state, oid):
            continue  # lethal damage and deathtouch destroy (704.5g-h): a regeneration shield replaces it
        if oid in state.objects:
            c = chars(state, oid)  # the reason in numbers, for the log (704.5f-g)
            state.emit("sba", (rule,), obj=oid, card=state.objects[oid].card, damage=state.objects[oid].damage,
                       toughness=c.toughness)
            moves.append((oid, GRAVEYARD, (rule,)))
    for oid, rule in sacrificed:
        if oid in state.objects and oid not in {m[0] for m in moves}:
            state.emit("sba", (rule,), obj=oid, card=state.objects[oid].card)
            moves.append((oid, GRAVEYARD, (rule, "701.21a")))
    move_simultaneously(state, moves)  # 704.3: performed at the same time
    for oid in annihilate:
        _annihilate(state, oid)
    for oid in unattach:
        if oid in state.objects:
            o = state.objects[oid]
            state.set_obj(msgspec.structs.replace(o, attached_to=0))
            state.characteristics_changed()
            state.emit("sba", ("704.5n",), obj=oid, card=o.card)
            unattached_triggers(state, oid, o.attached_to, o.controller)  # 603.2e
    for extra in extras:
        extra(state, True)
    return True


def _aura_legal(state: GameState, oid: int, c) -> bool:
    """704.5m: an Aura must be attached to an object its enchant ability allows."""

    obj = state.objects[oid]
    host = obj.attached_to
    if host < 0:  # 303.4: an Aura attached to a player ('Enchant player', 'Enchant opponent')
        return _player_host_legal(state, obj, c, -host - 1)
    enchant = next((a for a in c.abilities if isinstance(a, Enchant)), None)
    if enchant is not None and enchant.zone != BATTLEFIELD:  # 'enchant creature card in a graveyard' (303.4a)
        card = state.objects.get(host)
        return isinstance(card, Obj) and card.zone == enchant.zone and matches(state, enchant.filter, host,
                                                                                obj.controller, oid)
    if not host or host not in state.objects or state.objects[host].zone != BATTLEFIELD:
        return False
    if _attach_forbidden(state, oid, host):  # 702.16c
        return False
    if enchant is not None and enchant.put_with_this and not any(
            link.source == oid and link.key == PUT_WITH_KEY and host in link.objects for link in state.links):
        return False  # 'enchant creature put onto the battlefield with ~' (607.2a): only that object
    if enchant is not None:
        return permanent_matches(state, TargetSpec(enchant.kind, enchant.filter), host, obj.controller, oid)
    return True


def _player_host_legal(state: GameState, obj: Obj, c, player: int) -> bool:
    """704.5m, 303.4d: an Aura attached to a player must be attached to a player its enchant ability allows,
    still in the game (800.4a)."""
    if player >= len(state.players) or state.players[player].lost:
        return False
    kinds = [a.kind for a in c.abilities if isinstance(a, Enchant)]
    if not kinds:
        return False
    if _attach_forbidden(state, obj.id, player_ref(player)):  # 702.16c: a player with protection from it
        return False
    return kinds[0] == "player" or (kinds[0] == "opponent" and player != obj.controller)


def _attachment_legal(state: GameState, obj: Obj, c) -> bool:
    """704.5n: Equipment attached to something that isn't a creature on the battlefield; 704.5p: a creature
    or other non-attachment permanent attached to anything."""
    host = obj.attached_to
    if host not in state.objects or state.objects[host].zone != BATTLEFIELD:
        return False
    if "Equipment" in c.subtypes:  # 702.16d: not a permanent with protection from it
        if "Creature" in c.types and not any(a.keyword == "Reconfigure" for a in c.activated):
            return False  # 301.5c: an Equipment that's also a creature can't equip (Ensoul Artifact on it)
        return "Creature" in chars(state, host).types and not _attach_forbidden(state, obj.id, host)
    return False


def _attach_forbidden(state: GameState, attachment: int, host: int) -> bool:
    """704.5m-n: a rule of a mechanic forbids this attachment (protection, 702.16c-d)."""
    return any(forbids(state, attachment, host) for forbids in ATTACH_FORBIDDEN.fns)


def _destruction_replaced(state: GameState, oid: int) -> bool:
    """614.8: a destruction-replacement effect (a regeneration shield, 701.19a) replaces this destruction."""
    return any(replaces(state, oid, True) for replaces in DESTRUCTION_REPLACEMENTS.fns)


def _must_cease(state: GameState, oid: int) -> bool:
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj):
        return False
    return (obj.token and obj.zone != BATTLEFIELD) or (obj.copy and obj.zone != STACK)


def _annihilate(state: GameState, oid: int) -> None:
    """704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller count."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj):
        return
    n = min(obj.counter("+1/+1"), obj.counter("-1/-1"))
    counters = dict(obj.counters)
    for kind in ("+1/+1", "-1/-1"):
        counters[kind] -= n
        if not counters[kind]:
            del counters[kind]
    state.set_obj(msgspec.structs.replace(obj, counters=tuple(sorted(counters.items()))))
    state.characteristics_changed()
    state.emit("sba", ("704.5q",), obj=oid, card=obj.card)


def cease_to_exist(state: GameState, oid: int) -> None:
    """704.5d/e: a token outside the battlefield or a copy outside the stack ceases to exist (not a zone
    change: no new object, nothing else is told of it)."""
    obj = state.objects[oid]
    lki_objs, lki_chars = state.own_lki()
    lki_chars[oid] = chars(state, oid)
    lki_objs[oid] = obj
    key = zone_key(obj.zone, obj.owner)
    state.zones[key] = tuple(i for i in state.zones[key] if i != oid)
    state.del_obj(oid)
    state.characteristics_changed()
    state.emit("cease", ("704.5d",) if obj.token else ("704.5e",), obj=oid, card=obj.card)


def _loss_rule(state: GameState, player: int) -> str:
    p = state.players[player]
    if p.life <= 0 and not zero_life_no_loss(state, player):
        return "704.5a"
    return "704.5b" if p.drew_from_empty else "704.5c"
