"""Replacement and prevention effects that modify damage, counters, card draws and a permanent entering
(614.1a, 614.11, 614.12, 615), ordered as 616.1 says.

For each event, the effects that apply are gathered; while more than one that would act differently is left,
the affected player (or the affected object's controller) chooses which applies next (616.1e), and the
rest are looked at again (616.1f). Each applies at most once to the event and to what replaced it (614.5).
The effects come from static abilities of permanents on the battlefield and from 'this turn' effects that
resolving spells and abilities created (`state.replacements`, 611.2a).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

import msgspec

from lithoform.cards.tree import (
    DrawInstead,
    Enchant,
    ExtraCounters,
    PreventDamage,
    PreventSomeDamage,
    ReplaceEntering,
    ScaleDamage,
    TriggeredAbility,
)
from lithoform.rules.continuous.characteristics import Chars, chars, numbered_battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.static_conditions import static_condition
from lithoform.rules.hooks import (
    ATTACH_FORBIDDEN,
    COUNTERS_FORBIDDEN,
    DAMAGE_PREVENTIONS,
    DAMAGE_REPLACED,
    DAMAGE_REPLACEMENTS,
    DAMAGE_UNPREVENTABLE,
    PLAYER_COUNTERS_AMOUNT,
    PREVENTION_FOLLOW_UPS,
)
from lithoform.rules.names import describe
from lithoform.rules.triggers.matching import counters_put_triggers
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, EXILE, STACK, GameState, Obj, Question, player_ref, ref_player


class Applicable(NamedTuple):
    """One replacement or prevention effect that applies to an event."""

    key: tuple[Any, ...]  # identifies the effect: each applies once to an event (614.5)
    source: int
    controller: int
    ability: Any


def statics(state: GameState, kind: type | tuple[type, ...]) -> Iterator[Applicable]:
    """The static abilities of permanents on the battlefield of the given kind, and the 'this turn' effects
    of that kind created by resolving spells and abilities."""
    for oid, n, ability in numbered_battlefield_abilities(state, kind):  # (one lookup when there are none)
        controller = state.objects[oid].controller
        condition = getattr(ability, "condition", None)  # 611.3a: 'as long as ~ is untapped, ...'
        if condition is not None and not static_condition(state, condition, oid, controller, {}):
            continue
        yield Applicable(("static", oid, n), oid, controller, ability)
    for record in state.replacements:
        if isinstance(record.ability, kind):
            yield Applicable(("turn", record.id), record.source, record.controller, record.ability)


def choose(state: GameState, player: int, found: list[Applicable], what: str) -> Applicable:
    """616.1e: the affected player chooses which effect applies next. Effects that would act alike (two
    copies of one ability, neither doing anything to its own source) need no choice."""
    if len({_signature(f) for f in found}) <= 1 or not procedure.in_procedure():
        return found[0]  # (outside a rules procedure, as in setting up a board, the first one applies)
    labels = tuple(chars(state, f.source).name if f.source else _shield_name(state, f) for f in found)
    names = "; ".join(f"{i}: {label}" for i, label in enumerate(labels))
    picked = procedure.ask(Question(player, "choose", f"616.1: choose which effect applies to {what} first "
                                    f"({names})", tuple(range(len(found))), 1, 1, labels=labels))
    return found[picked[0]]


def _shield_name(state: GameState, f: Applicable) -> str:
    """A prevention shield named after the spell or ability that made it (Healing Salve's shield), read from
    the log: the resolution that announced it (the shield itself keeps no source: the state stays as it is)."""
    shield = next((s for s in state.shields if s.id == f.key[-1]), None)
    if shield is None:
        return "a prevention shield"
    target = describe(state, shield.target)
    newer = sum(1 for s in state.shields if s.target == shield.target and s.id > shield.id)
    events = state.events()
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if e.kind in ("shield", "redirect_shield") and e.args.get("target") == target:
            if newer:
                newer -= 1
                continue
            made_by = next((x for x in reversed(events[:i]) if x.kind == "resolve"), None)
            if made_by is not None and made_by.args.get("card"):
                return f"{made_by.args['card']}'s prevention shield"
            break
    return "a prevention shield"


def _signature(f: Applicable) -> Any:
    follow_up = isinstance(f.ability, PreventDamage) and f.ability.counter is not None
    ability = msgspec.structs.replace(f.ability, text="") if hasattr(f.ability, "text") else f.ability
    # two redirections to different permanents act differently (Palisade Giant ruling: you choose which applies)
    moved = f.key[-1] if f.key[0] == "moved" else None
    return (ability, f.source if follow_up else None, f.key if f.key[0] == "shield" else None, moved)


def affected_player(state: GameState, ref: int) -> int:
    """616.1: the affected player, or the affected object's controller."""
    if ref < 0:
        return ref_player(ref)
    obj = state.known(ref)
    return obj.controller if obj is not None else state.active


# --- damage (614.1a, 615) ------------------------------------------------------------------------------------


def modify_damage(state: GameState, source: int, target: int, amount: int, combat: bool,
                  redirects: list[tuple[int, int, frozenset]] | None = None,
                  applied_before: frozenset = frozenset()) -> int:
    """The damage `source` deals to `target` once the replacement and prevention effects that apply to
    it have been applied in the order the affected player chooses (616.1). `redirects` receives the
    (recipient, damage, effects applied) that redirection effects deal elsewhere instead (614.9), for the
    caller to deal; `applied_before`: the effects already applied to the event this one replaced (614.5)."""

    if target > 0 and (target not in state.objects or state.objects[target].zone != BATTLEFIELD):
        return amount
    applied: set[tuple[Any, ...]] = set(applied_before)
    unpreventable: bool | None = None  # 615.12: asked once a prevention effect would apply
    while amount > 0:
        found = [f for f in _damage_effects(state, source, target, combat) if f.key not in applied]
        if unpreventable is None and any(not isinstance(f.ability, ScaleDamage) for f in found):
            unpreventable = any(fn(state, source, target, combat) for fn in DAMAGE_UNPREVENTABLE.fns)
        if unpreventable:  # 615.12: only the effects with more to do than preventing still matter
            found = [f for f in found if _acts_when_unpreventable(f)]
        if not found:
            break
        f = choose(state, affected_player(state, target), found, f"the damage to {describe(state, target)}")
        applied.add(f.key)
        if isinstance(f.ability, ScaleDamage):  # 'double that damage', 'that much damage plus N' (614.1a)
            new = amount * f.ability.factor + f.ability.plus
            state.emit("damage_replaced", ("614.1a",), target=describe(state, target), amount=amount,
                       new=new, card=chars(state, f.source).name)
            amount = new
        elif isinstance(f.ability, PreventSomeDamage):  # 'prevent N of that damage' (615.7)
            used = min(amount, f.ability.amount)
            state.emit("prevented", ("615.7",), source=source, target=describe(state, target), amount=used,
                       card=chars(state, source).name if state.known(source) is not None else "",
                       by=chars(state, f.source).name if state.known(f.source) is not None else "")
            amount -= used
        elif f.key[0] == "shield":
            amount -= _use_shield(state, f.key[1], target, amount)
        elif f.key[0] == "redirect":
            amount -= _use_redirect(state, f.key[1], target, amount, redirects, applied)
        elif f.key[0] == "moved":  # 614.9: a redirection effect moves all of it
            amount -= redirect(state, f.key[-1], target, amount, redirects, applied)
            if f.key[1] == "turn":  # 'the next time ...': it has applied to one damage event and ends
                state.replacements = tuple(r for r in state.replacements if r.id != f.key[2])
        elif f.key[0] == "instead":  # 614.1a: all of it is replaced by another event (-1/-1 counters instead)
            for replaced in DAMAGE_REPLACED.fns:
                replaced(state, f, source, target, amount)
            amount = 0
        elif unpreventable:  # 615.12: it applies, prevents none of it, and its additional effects happen
            state.emit("not_prevented", ("615.12",), target=describe(state, target),
                       by=chars(state, f.source).name if f.source and state.known(f.source) is not None else "")
            for follow_up in PREVENTION_FOLLOW_UPS.fns:
                follow_up(state, f.key, target, amount)
            if isinstance(f.ability, PreventDamage) and f.ability.counter is not None:
                _follow_up_counter(state, f, amount, combat)
        else:
            # a hook's prevention names its rule in ability (702.16e: protection); otherwise 615.1a
            rule = f.ability if isinstance(f.ability, str) else "615.1a"
            state.emit("prevented", (rule,), source=source, target=describe(state, target), amount=amount,
                       card=chars(state, source).name if state.known(source) is not None else "",
                       by=chars(state, f.source).name if f.source and state.known(f.source) is not None else "")
            prevented, amount = amount, 0
            for follow_up in PREVENTION_FOLLOW_UPS.fns:  # a hook's own additional effect (122.1c, 615.5)
                follow_up(state, f.key, target, prevented)
            if isinstance(f.ability, PreventDamage) and f.ability.counter is not None:
                _follow_up_counter(state, f, prevented, combat)
            if isinstance(f.ability, PreventDamage) and f.ability.next_time:  # it was used: it ends (615.3)
                state.replacements = tuple(r for r in state.replacements if ("turn", r.id) != f.key)
    return amount


def _scaled_recipient(state: GameState, f: Applicable, target: int, combat: bool) -> bool:
    """614.1a: does 'it deals double that damage to you (to that player) instead' apply to damage to `target`?"""
    a: ScaleDamage = f.ability
    if a.combat_only and not combat:
        return False
    if not (a.to_you or a.to_opponents or a.to_players):
        return True
    if target > 0:
        return False
    player = ref_player(target)
    if a.attached:  # 'enchanted player' (a Curse, 303.4)
        host = state.objects.get(f.source)
        return isinstance(host, Obj) and host.attached_to == target
    return a.to_players or (a.to_you and player == f.controller) or (a.to_opponents and player != f.controller)


def _acts_when_unpreventable(f: Applicable) -> bool:
    """615.12: with damage that can't be prevented, the effects still applied for what else they do: a
    replacement that changes the amount (614.1a), a prevention with an additional effect (615.5: a counter put)
    and the rules' own preventions (122.1c: the shield counter is removed); a shield of N isn't reduced."""
    if isinstance(f.ability, ScaleDamage | str) or f.key[0] in ("redirect", "moved", "instead"):  # 614.9 isn't prevention
        return True
    return isinstance(f.ability, PreventDamage) and f.ability.counter is not None


def _damage_effects(state: GameState, source: int, target: int, combat: bool) -> Iterator[Applicable]:
    for f in statics(state, (PreventDamage, ScaleDamage, PreventSomeDamage)):
        if isinstance(f.ability, ScaleDamage):
            src = state.known(source)
            if src is not None and matches(state, f.ability.source, source, f.controller, f.source) \
                    and (not f.ability.opponents or affected_player(state, target) != f.controller) \
                    and _scaled_recipient(state, f, target, combat):
                yield f
        elif isinstance(f.ability, PreventSomeDamage):
            if _prevents_some(state, f, source, target, combat):
                yield f
        elif _prevents(state, f, source, target, combat):
            yield f
    for shield in state.shields:
        if shield.target == target and shield.remaining > 0:
            yield Applicable(("redirect" if shield.redirect_to else "shield", shield.id), 0,
                             affected_player(state, target), None)
    for preventions in DAMAGE_PREVENTIONS.fns:  # protection (702.16e), ...
        yield from preventions(state, source, target, combat)
    for replacements in DAMAGE_REPLACEMENTS.fns:  # 614.1a: '... instead' of all the damage
        yield from replacements(state, source, target, combat)


def _prevents(state: GameState, f: Applicable, source: int, target: int, combat: bool) -> bool:
    """615.1a: does this prevention effect apply to this damage?"""
    ability: PreventDamage = f.ability
    if ability.combat_only and not combat:
        return False
    if f.key[0] == "turn":
        record = next(r for r in state.replacements if r.id == f.key[1])
        if ability.next_time:  # 'the next time a source of your choice would deal damage to you': that pair
            return record.objects == (source, target)
        if ability.pairs:  # 'prevent all damage a source of your choice would deal to you this turn'
            return bool(record.objects) and record.objects[0] == source and target in record.objects[1:]
        if ability.by_objects:  # 'prevent all damage target spell would deal this turn': by its source
            return source in record.objects
        if record.objects and target not in record.objects:
            return False
    if ability.where is not None:
        return where_matches(state, f, ability, source, target, combat)
    if ability.by_filter is not None:  # 'by attacking creatures': the source as the damage would be dealt (615.1)
        return state.known(source) is not None and matches(state, ability.by_filter, source, f.controller, f.source)
    if ability.everything:
        return True
    me = f.source
    if ability.attached:  # 'prevent all damage that would be dealt by enchanted creature' (Muzzle)
        host = state.objects.get(f.source)
        me = host.attached_to if isinstance(host, Obj) and host.attached_to > 0 else -10**9
    if ability.to_this and target == me:
        return True
    if ability.by_this and source == me:
        return True
    if ability.to_you and target < 0 and ref_player(target) == f.controller:
        return True
    return ability.affected is not None and target > 0 and matches(state, ability.affected, target, f.controller,
                                                                     f.source)


def where_matches(state: GameState, f: Applicable, ability: Any, source: int, target: int, combat: bool) -> bool:
    """615.1a: 'prevent all [noncombat] damage that would be dealt to [recipients] by [sources]': the recipient
    and the source must both match, as the damage would be dealt (615.1: the effect isn't locked in); a
    redirection effect (614.9) reads its `where` the same way."""
    where = ability.where
    assert where is not None
    if where.noncombat and combat:
        return False
    me = f.source
    if ability.attached:  # 'enchanted creature' (Artifact Ward): the permanent the Aura is attached to
        host = state.objects.get(f.source)
        me = host.attached_to if isinstance(host, Obj) and host.attached_to > 0 else -10**9
    if where.to_self or where.to_you or where.to_players or where.to is not None:
        if target < 0:
            if not (where.to_players or (where.to_you and ref_player(target) == f.controller)):
                return False
        elif not ((where.to_self and target == me) or (
                where.to is not None and matches(state, where.to, target, f.controller, f.source))):
            return False
    if where.by_self or where.by is not None:
        if where.by_self and source == me:
            return True
        return where.by is not None and state.known(source) is not None and matches(
            state, where.by, source, f.controller, f.source)
    return True


def _prevents_some(state: GameState, f: Applicable, source: int, target: int, combat: bool) -> bool:
    """615.1a: does 'if a [green] source would deal damage to you, prevent N of that damage' apply here?"""
    ability: PreventSomeDamage = f.ability
    if ability.combat_only and not combat:
        return False
    if state.known(source) is None or not matches(state, ability.source, source, f.controller, f.source):
        return False
    if target < 0:  # a player: 'you' (a 'to you or a permanent you control' ability protects both)
        return ability.to_you and ref_player(target) == f.controller
    if ability.attached:  # 'equipped creature' (Shield of the Realm)
        host = state.objects.get(f.source)
        return isinstance(host, Obj) and host.attached_to == target
    return ability.affected is not None and matches(state, ability.affected, target, f.controller, f.source)


def _use_shield(state: GameState, shield_id: int, target: int, amount: int) -> int:
    """615.7: a shield prevents damage until it is used up."""

    kept = []
    used = 0
    for shield in state.shields:
        if shield.id == shield_id:
            used = min(shield.remaining, amount)
            if shield.remaining > used:
                kept.append(msgspec.structs.replace(shield, remaining=shield.remaining - used))
        else:
            kept.append(shield)
    state.shields = tuple(kept)
    state.emit("prevented", ("615.7",), source=0, target=describe(state, target), amount=used)
    return used


def _use_redirect(state: GameState, shield_id: int, target: int, amount: int,
                  redirects: list[tuple[int, int, frozenset]] | None, applied: set[tuple[Any, ...]]) -> int:
    """614.9: 'the next 1 damage that would be dealt to ~ this turn is dealt to target creature you control
    instead': up to the shield's amount is dealt to the other permanent or player by the same source (the
    caller deals it; combat damage stays combat damage). Nothing happens if that permanent is no longer on
    the battlefield or no longer a creature, planeswalker or battle."""
    shield = next(s for s in state.shields if s.id == shield_id)
    to = shield.redirect_to
    if not _can_redirect(state, to, target) or redirects is None:
        return 0
    used = min(shield.remaining, amount)
    state.shields = tuple(s if s.id != shield_id else msgspec.structs.replace(s, remaining=s.remaining - used)
                          for s in state.shields if s.id != shield_id or s.remaining > used)
    state.emit("redirected", ("614.9",), target=describe(state, target), to=describe(state, to), amount=used)
    redirects.append((to, used, frozenset(applied)))
    return used


def _can_redirect(state: GameState, to: int, target: int) -> bool:
    """614.9: the redirection does nothing when the permanent it names is no longer on the battlefield or no
    longer a battle, creature or planeswalker, or when the player it names has left the game."""
    for ref in (to, target):
        if ref < 0 and state.players[ref_player(ref)].lost:
            return False
    if to > 0:
        obj = state.objects.get(to)
        return isinstance(obj, Obj) and obj.zone == BATTLEFIELD and bool(
            {"Creature", "Planeswalker", "Battle"} & set(chars(state, to).types))
    return to != 0


def redirect(state: GameState, to: int, target: int, amount: int,
             redirects: list[tuple[int, int, frozenset]] | None, applied: set[tuple[Any, ...]]) -> int:
    """614.9: 'all damage that would be dealt to you is dealt to ~ instead': all of the damage is dealt to the
    other permanent or player by the same source (the caller deals it, combat damage staying combat damage,
    with the effects already applied: 614.5); returns how much was moved (none when 614.9 says it does
    nothing)."""
    if redirects is None or not _can_redirect(state, to, target):
        return 0
    state.emit("redirected", ("614.9",), target=describe(state, target), to=describe(state, to), amount=amount)
    redirects.append((to, amount, frozenset(applied)))
    return amount


def _follow_up_counter(state: GameState, f: Applicable, prevented: int, combat: bool) -> None:
    """615.5: 'prevent that damage and put a [kind] counter on ~': the additional effect happens right after
    the prevention, once per damage event prevented (Nine Lives ruling)."""
    obj = state.objects.get(f.source)
    if prevented > 0 and isinstance(obj, Obj) and obj.zone == BATTLEFIELD:
        assert f.ability.counter is not None
        if f.ability.counter_removed and f.ability.counter_each:
            _remove_counters(state, obj, f.ability.counter, prevented)
            return
        if f.ability.counter_removed:
            _remove_one_counter(state, obj, f.ability.counter, combat)
            return
        put_counters(state, f.source, f.ability.counter, prevented if f.ability.counter_each else 1)


def _remove_one_counter(state: GameState, obj: Obj, kind: str, combat: bool) -> None:
    """'If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.' (615.5): one counter
    for each damage event, so one for combat damage from several creatures at once (510.2; Phantom Centaur
    ruling: "If this card takes damage from multiple sources at once ... it only loses one counter")."""
    if combat and _removed_this_combat_damage(state, obj.id):
        return
    if obj.counter(kind) <= 0:
        return
    counters = dict(obj.counters)
    counters[kind] -= 1
    if not counters[kind]:
        del counters[kind]
    state.set_obj(msgspec.structs.replace(obj, counters=tuple(sorted(counters.items()))))
    state.characteristics_changed()
    state.emit("counters_removed", ("615.5",), obj=obj.id, card=obj.card, kind=kind, amount=1)


def _remove_counters(state: GameState, obj: Obj, kind: str, amount: int) -> None:
    """'... prevent that damage and remove that many +1/+1 counters from it' (615.5): as many as the damage, or
    all it has (Protean Hydra ruling: "If the amount of damage ... is greater than the number of +1/+1 counters
    on it, all the +1/+1 counters on Protean Hydra are removed from it")."""
    removed = min(amount, obj.counter(kind))
    if removed <= 0:
        return
    counters = {k: v for k, v in obj.counters if k != kind or v > removed}
    if kind in counters:
        counters[kind] -= removed
    state.set_obj(msgspec.structs.replace(obj, counters=tuple(sorted(counters.items()))))
    state.characteristics_changed()
    state.emit("counters_removed", ("615.5",), obj=obj.id, card=obj.card, kind=kind, amount=removed)


def _removed_this_combat_damage(state: GameState, oid: int) -> bool:
    """Whether such a prevention removed a counter from `oid` since this combat damage step began (510.2: its
    combat damage is one event, dealt before any player gets priority)."""
    node = state.log
    while node is not None:
        event = node[0]
        if event.kind == "step":
            return False
        if event.kind == "counters_removed" and event.rules == ("615.5",) and event.args.get("obj") == oid:
            return True
        node = node[1]
    return False


# --- counters (122.6, 614.1a) ------------------------------------------------------------------------------------


def counters_after(state: GameState, oid: int, kind: str, amount: int, skip_source: int = 0) -> int:
    """How many `kind` counters are put on permanent `oid` when `amount` would be: 'that many plus one',
    'twice that many' (614.1a), in the order its controller chooses (616.1; Conclave Mentor ruling: 'you
    choose the order to apply those effects, no matter who controls the sources'). `skip_source`: a
    permanent entering with counters isn't affected by its own such ability (it isn't on the battlefield
    yet: Conclave Mentor ruling)."""
    applied: set[tuple[Any, ...]] = set()
    while amount > 0:
        found = [f for f in statics(state, ExtraCounters) if f.key not in applied and f.source != skip_source
                 and f.ability.kind in (kind, "") and _put_by(state, f.ability.by_keyword) and matches(state, f.ability.affected, oid, f.controller, f.source)]
        if not found:
            break
        f = choose(state, state.objects[oid].controller, found, f"the {kind} counters put on {chars(state, oid).name}")
        applied.add(f.key)
        new = amount * f.ability.times + f.ability.plus
        state.emit("counters_replaced", ("614.1a", "616.1"), card=chars(state, f.source).name, kind=kind,
                   amount=amount, new=new)
        amount = new
    return amount


def player_counters_after(state: GameState, player: int, kind: str, amount: int) -> int:
    """How many `kind` counters `player` gets when they would get `amount` (122.1, 614.1a: 'you get that many
    plus one of each of those kinds of counters instead', Winding Constrictor)."""
    for fn in PLAYER_COUNTERS_AMOUNT.now(state):
        amount = fn(state, player, kind, amount)
    return amount


def _put_by(state: GameState, keyword: str) -> bool:
    """Whether the counters being put come from a triggered ability of `keyword` ('If a modular triggered
    ability would put ...', 603.1: the resolving ability is the one putting them); any way when ""."""
    if not keyword:
        return True
    resolving = state.objects.get(state.resolving) if state.resolving else None
    ability = getattr(resolving, "ability", None)
    return isinstance(ability, TriggeredAbility) and ability.keyword == keyword


def put_counters(state: GameState, oid: int, kind: str, amount: int, by: int | None = None) -> int:
    """122.1: puts `amount` counters (as modified by replacement effects, 122.6) on permanent `oid`;
    returns how many were put on it. `by`: the player putting them (a cost's payer, a wither source's
    controller, 120.3d); None: the controller of the resolving spell or ability, if any (608.2)."""
    obj = state.objects[oid]
    if amount <= 0 or not isinstance(obj, Obj):
        return 0
    if obj.zone == BATTLEFIELD and any(forbids(state, oid, kind) for forbids in COUNTERS_FORBIDDEN.fns):
        return 0  # 122.5: 'can't have -1/-1 counters put on them' (Melira): none are put on it
    if obj.zone == BATTLEFIELD:
        amount = counters_after(state, oid, kind, amount)
        obj = state.objects[oid]
    counters = dict(obj.counters)
    counters[kind] = counters.get(kind, 0) + amount
    state.set_obj(msgspec.structs.replace(obj, counters=tuple(sorted(counters.items()))))
    state.characteristics_changed()
    state.emit("counters_added", ("122.1",), obj=oid, kind=kind, amount=amount)
    if obj.zone == BATTLEFIELD:
        counters_put_triggers(state, oid, kind, amount, _putter(state) if by is None else by)
    return amount


def _putter(state: GameState) -> int | None:
    """608.2: the counters a resolving spell or ability puts are put by its controller."""
    resolving = state.objects.get(state.resolving) if state.resolving else None
    return resolving.controller if resolving is not None else None


def entering_counters(state: GameState, new: Obj, added: dict[str, int]) -> dict[str, int]:
    """122.6, 614.12: the counters a permanent enters with, as replacement effects of permanents already on
    the battlefield modify them, read from the permanent as it would exist there."""
    if added and COUNTERS_FORBIDDEN.fns:
        with _as_entering(state, new):  # 122.6, 614.12: it enters without the counters it can't have (Melira)
            added = {kind: n for kind, n in added.items()
                     if not any(forbids(state, new.id, kind) for forbids in COUNTERS_FORBIDDEN.fns)}
    if not added or not any(True for _ in statics(state, ExtraCounters)):
        return added
    with _as_entering(state, new):
        return {kind: counters_after(state, new.id, kind, n, skip_source=new.id) for kind, n in added.items()}


# --- entering the battlefield (614.1a, 614.12) -----------------------------------------------------------------


def entering_destination(state: GameState, old: Obj, new: Obj) -> str:
    """'If a nontoken creature would enter and it wasn't cast, exile it instead' (614.1a): where a permanent
    about to enter goes. 614.12: read from the permanent as it would exist on the battlefield; the ability
    of a permanent entering at the same time doesn't apply (Containment Priest rulings). A permanent spell
    resolving was cast (601.2i); a copy of one wasn't, but it becomes a token (707.10f)."""
    found = list(statics(state, ReplaceEntering))
    if not found:
        return BATTLEFIELD
    cast = old.zone == STACK and not old.copy
    with _as_entering(state, new):
        found = [f for f in found if f.source != new.id and not (f.ability.not_cast and cast)
                 and matches(state, f.ability.affected, new.id, f.controller, f.source)]
        if not found:
            return BATTLEFIELD
        f = choose(state, new.controller, found, f"{chars(state, new.id).name} entering")
    state.emit("replaced", ("614.1a", "614.12"), card=new.card, to=f.ability.to, source=f.source)
    return EXILE if f.ability.to == "exile" else f.ability.to


def as_it_would_exist(state: GameState, new: Obj) -> Chars:
    """614.12: the permanent as it would exist on the battlefield: its characteristics with the replacement
    effects already applied to how it enters, its own static abilities, and the continuous effects that
    already exist and would apply to it (under Humility, a creature entering has no abilities)."""
    with _as_entering(state, new):
        return chars(state, new.id)


def matches_as_entering(state: GameState, new: Obj, f: Any, controller: int, source: int) -> bool:
    """614.12: whether the permanent about to enter, as it would exist on the battlefield, matches filter `f`
    read from the point of view of `controller`'s ability of `source` ('creatures your opponents control')."""
    with _as_entering(state, new):
        return matches(state, f, new.id, controller, source)


_ENCHANTABLE = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "enchantment": "Enchantment",
                "planeswalker": "Planeswalker"}


def aura_hosts(state: GameState, new: Obj) -> tuple[int, ...]:
    """303.4f: what an Aura entering other than by resolving as an Aura spell could be attached to: the
    objects (or players) its enchant ability allows, read as it would exist on the battlefield (614.12) and
    not forbidden by another effect (protection, 702.16c). It doesn't target: hexproof and shroud don't
    matter."""
    with _as_entering(state, new):
        enchant = next((a for a in chars(state, new.id).abilities if isinstance(a, Enchant)), None)
        if enchant is None:
            return ()
        if enchant.kind in ("player", "opponent"):
            return tuple(player_ref(p.index) for p in state.players
                         if not p.lost and (enchant.kind == "player" or p.index != new.controller)
                         and not any(forbids(state, new.id, player_ref(p.index))  # 702.16c: protection
                                     for forbids in ATTACH_FORBIDDEN.fns))
        out = []
        for oid in state.zones[BATTLEFIELD]:
            if oid == new.id:
                continue
            if enchant.kind != "permanent" and _ENCHANTABLE.get(enchant.kind) not in chars(state, oid).types:
                continue
            if not matches(state, enchant.filter, oid, new.controller, new.id):
                continue
            if any(forbids(state, new.id, oid) for forbids in ATTACH_FORBIDDEN.fns):
                continue
            out.append(oid)
        return tuple(out)


class _as_entering:
    """614.12: the permanent as it would exist on the battlefield, there just long enough to be looked at."""

    def __init__(self, state: GameState, new: Obj) -> None:
        self.state, self.new = state, new

    def __enter__(self) -> None:
        st, new = self.state, self.new
        st.put_obj(msgspec.structs.replace(new, zone=BATTLEFIELD))
        st.zones[BATTLEFIELD] = st.zones[BATTLEFIELD] + (new.id,)
        st.characteristics_changed()

    def __exit__(self, *exc: object) -> None:
        st, new = self.state, self.new
        if new.id in st.objects:
            st.del_obj(new.id)
        st.zones[BATTLEFIELD] = tuple(i for i in st.zones[BATTLEFIELD] if i != new.id)
        st.characteristics_changed()


# --- card draws (614.11, 121.6) ------------------------------------------------------------------------------


def draw_replacement(state: GameState, player: int, applied: tuple[tuple[Any, ...], ...]) -> Applicable | None:
    """The draw replacement effect that applies to the player's next draw, if any (the player chooses among
    several, Teferi's Ageless Insight ruling), not one already applied to it (614.5)."""
    found = [f for f in statics(state, DrawInstead) if f.key not in applied and f.controller == player
             and not (f.ability.except_first_in_draw_step and first_in_draw_step(state, player))]
    if not found:
        return None
    return choose(state, player, found, "the card draw")


def first_in_draw_step(state: GameState, player: int) -> bool:
    """Would this be the first card the player draws in their own draw step (504.1, 121.1)?"""
    if state.step != "draw" or state.active != player:
        return False
    node = state.log
    while node is not None:
        event = node[0]
        if event.kind == "step":
            return True
        if event.kind == "draw" and event.args.get("player") == player:
            return False
        node = node[1]
    return True
