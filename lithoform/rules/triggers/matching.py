"""Triggered abilities: matching trigger events (603.2), leaves-the-battlefield look-back (603.10a),
delayed triggers (603.7). A triggered ability waits in `state.waiting` until a player would next receive
priority, when `priority.put_triggers_on_stack` puts it on the stack (603.3)."""

from __future__ import annotations

from lithoform.cards.tree import ExtraEnterTriggers, Trigger, TriggeredAbility
from lithoform.cards.trigger_events import (
    ACTIVATE_LOYALTY,
    CHOSEN_PLAYER,
    EXILED,
    OPPONENT_DEALT_NONCOMBAT_DAMAGE,
    PLAYER_PUTS_COUNTERS,
    THAT_DIES,
    THAT_LEAVES,
    UNATTACHED,
)
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import (
    battlefield_abilities,
    chars,
    face_of,
    from_battlefield_chars,
)
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.continuous.filters import matches
from lithoform.rules.graveyard_abilities import graveyard_triggers
from lithoform.rules.hooks import (
    CARD_PUT_INTO_GRAVEYARD,
    DIES_TRIGGERS_BANNED,
    ENTER_TRIGGERS_BANNED,
    TRIGGER_SOURCES,
)
from lithoform.rules.triggers.additional import additional_times, on_battlefield
from lithoform.state.history import events_this_turn
from lithoform.state.model import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    STACK,
    Choices,
    GameState,
    Obj,
    StackAbility,
    Waiting,
    player_ref,
    ref_player,
)


def _battlefield_triggers(state: GameState, event: str):
    """Yields (permanent id, its controller, ability) for the triggered abilities of permanents on the
    battlefield that trigger on `event`, and those of cards in graveyards that function there (113.6m)."""
    for pid, ability in from_battlefield_chars(state, _TRIGGERS_BY_EVENT, _find_triggers_by_event).get(event, ()):
        yield pid, state.objects[pid].controller, chars(state, pid).name, ability
    yield from graveyard_triggers(state, event)
    for fn in TRIGGER_SOURCES.now(state):  # 114.4: emblems
        yield from fn(state, event)


_TRIGGERS_BY_EVENT = ("triggers by event",)


def _find_triggers_by_event(state: GameState) -> dict[str, tuple[tuple[int, TriggeredAbility], ...]]:
    """The battlefield's triggered abilities that function there, by trigger event, in battlefield order
    (issue 13: an event with none, the most common answer, costs one lookup instead of a scan of them all).
    Found once per state of the characteristics cache, from the ability index alone (from_battlefield_chars)."""
    found: dict[str, list[tuple[int, TriggeredAbility]]] = {}
    for pid, ability in battlefield_abilities(state, TriggeredAbility):
        if ability.zone == BATTLEFIELD:
            found.setdefault(ability.trigger.event, []).append((pid, ability))
    return {event: tuple(entries) for event, entries in found.items()}


def battlefield_and_graveyard_triggers(state: GameState, event: str):
    """The triggered abilities that trigger on `event` (permanents', graveyard cards' and emblems'), for a
    mechanic that matches its own event (a die's natural result, mechanics/dice)."""
    return _battlefield_triggers(state, event)


def _add(state: GameState, controller: int, source: int, name: str, ability: TriggeredAbility,
         trigger_object: int = 0, fixed: tuple[int, ...] = (), amount: int | None = None, extra: int = 0,
         delayed: int = 0) -> None:
    """`amount`: the event's amount ('that much'), carried as the ability's X as a reflexive trigger's is.
    `delayed`: the id of the delayed triggered ability that triggered (603.7), which 701.27f reads.
    `extra`: additional times the caller found it triggers (Panharmonicon); 603.2d adds them up with the
    other effects' (additional_triggers.py) rather than multiplying them."""
    if ability.condition is not None and not _condition_now(state, ability, controller, source, trigger_object):
        return  # 603.4: an intervening 'if' clause false when the event occurs: it doesn't trigger
    for _ in range(1 + extra + additional_times(state, source, ability)):
        state.waiting = state.waiting + (Waiting(controller, source, name, ability, trigger_object, fixed, x=amount,
                                                   delayed=delayed),)
        state.emit("trigger", ("603.2",), source=source, card=name, text=ability.text)


def _condition_now(state: GameState, ability: TriggeredAbility, controller: int, source: int,
                   trigger_object: int = 0) -> bool:
    """603.4: the intervening 'if' clause, checked as the event happens (with the event's object known)."""

    assert ability.condition is not None
    ctx = Ctx(state, 0, controller, source, Choices(), (), trigger_object=trigger_object)
    return condition_holds(state, ability.condition, ctx)


def zone_change_triggers(state: GameState, old: Obj | None, new: Obj, together: tuple[Obj, ...] = ()) -> None:
    """603.6a enters-the-battlefield abilities; 603.6c/603.10a leaves-the-battlefield abilities ('dies')
    look back in time: the leaving permanent's own abilities trigger too. `old` is None for an object
    that did not come from another zone (a token being created, 111.1). `together`: the objects that left
    the battlefield at the same time; their abilities look back in time too (603.10a)."""
    if new.zone == GRAVEYARD:
        # 'When ~ is put into a graveyard from anywhere' (Emrakul): the card's own ability, from the graveyard
        # ('... from your library', Narcomoeba: mechanics/graveyard_arrivals, by the hook below)
        for ability in chars(state, new.id).abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == "to_graveyard_anywhere":
                _add(state, new.owner, new.id, chars(state, new.id).name, ability, new.id)
        if old is not None and old.zone != GRAVEYARD:
            for fn in CARD_PUT_INTO_GRAVEYARD.now(state):
                fn(state, old, new)
    # 603.2: an effect may say an entering creature triggers nothing (Torpor Orb: mechanics/enter_trigger_bans)
    banned = new.zone == BATTLEFIELD and any(fn(state, new.id) for fn in
                                             ENTER_TRIGGERS_BANNED.now(state))
    if new.zone == BATTLEFIELD and state.delayed and not banned:
        _delayed_enters_triggers(state, new.id)
    if new.zone == BATTLEFIELD:
        for pid, controller, name, ability in () if banned else _battlefield_triggers(state, "enters"):
            if _event_matches(state, ability.trigger, pid, controller, new.id):
                _add(state, controller, pid, name, ability, new.id,
                     extra=_extra_enter_triggers(state, controller, pid, new.id))
        for kind, n in new.counters:  # 122.6: entering with counters is having them put on it
            if n > 0:  # (by its controller: Generous Patron's ruling)
                counters_put_triggers(state, new.id, kind, n, new.controller)
    if old is not None and old.zone == GRAVEYARD and new.zone != GRAVEYARD:
        # 'Whenever an instant or sorcery card leaves your graveyard' (mechanics/leaves_graveyard): it looks back
        # in time (603.10a), at the card as it was in its owner's graveyard
        for pid, controller, name, ability in _battlefield_triggers(state, "leaves_your_graveyard"):
            if controller == old.owner and matches(state, ability.trigger.filter, old.id, controller, pid):
                if ability.trigger.batch and any(w.source == pid and w.ability == ability for w in state.waiting):
                    continue  # 'one or more cards leave': the cards that leave together trigger it once (603.2c)
                _add(state, controller, pid, name, ability, new.id)
    if old is None or old.zone != BATTLEFIELD:
        return
    if old.attached_to > 0:  # 603.10c: an Aura or Equipment leaving becomes unattached (its own ability looks back)
        looked = chars(state, old.id)
        for ability in looked.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == UNATTACHED and ability.trigger.this:
                _add(state, old.controller, old.id, looked.name, ability, old.attached_to)
    dies = new.zone == GRAVEYARD and "Creature" in chars(state, old.id).types
    # 603.2: an effect may say a creature dying triggers nothing (Hushbringer: mechanics/enter_trigger_bans)
    if dies and any(fn(state, old.id, tuple(o.id for o in together)) for fn in DIES_TRIGGERS_BANNED.now(state)):
        return
    # 'is put into a graveyard from the battlefield' (603.6c): any permanent; for a creature, dying (700.4)
    events: tuple[str, ...] = ("leaves", "to_graveyard") if new.zone == GRAVEYARD else ("leaves",)
    events += ("dies",) if dies else ()
    events += (EXILED,) if new.zone == EXILE else ()  # 'is put into exile from the battlefield' (603.6c)
    if new.zone == GRAVEYARD and state.delayed:  # 700.4: 'dies' is put into a graveyard from the battlefield
        _delayed_object_dies_triggers(state, old.id)
    if state.delayed:  # 603.6c: 'when that creature leaves the battlefield this turn', to any zone
        _delayed_fixed_triggers(state, old.id, THAT_LEAVES, "delayed: when that creature leaves the battlefield this turn")
    for event in events:
        for pid, controller, name, ability in _battlefield_triggers(state, event):
            if _event_matches(state, ability.trigger, pid, controller, old.id):
                if ability.trigger.batch and not _first_of_batch(state, ability, pid, controller, old, together):
                    continue
                _add(state, controller, pid, name, ability, old.id)
        for gone in together or (old,):
            looked_back = chars(state, gone.id)
            for ability in looked_back.abilities:
                if isinstance(ability, TriggeredAbility) and ability.trigger.event == event:
                    if _event_matches(state, ability.trigger, gone.id, gone.controller, old.id):
                        if ability.trigger.batch and not _first_of_batch(state, ability, gone.id, gone.controller, old,
                                                                         together):
                            continue
                        _add(state, gone.controller, gone.id, looked_back.name, ability, old.id)


def _first_of_batch(state: GameState, ability: TriggeredAbility, pid: int, controller: int, old: Obj,
                    together: tuple[Obj, ...]) -> bool:
    """603.2c: 'whenever one or more creatures die' triggers once for the creatures that died at the same time:
    for the first of them (in the order they moved) that the trigger matches. A creature of the group that went
    elsewhere (614.6: exiled instead) didn't die (its zone change, just logged, says where it went)."""
    if not together:
        return True
    ids = {g.id for g in together}
    died: set[int] = set()
    node, seen = state.log, 0
    while node is not None and seen < len(ids):
        e = node[0]
        if e.kind == "zone_change" and e.args.get("old") in ids:
            seen += 1
            if e.args.get("src") == BATTLEFIELD and e.args.get("dst") == GRAVEYARD:
                died.add(e.args["old"])
        node = node[1]
    for g in together:
        if g.id in died and "Creature" in chars(state, g.id).types \
                and _event_matches(state, ability.trigger, pid, controller, g.id):
            return g.id == old.id
    return False


def land_played_triggers(state: GameState, player: int, land: int) -> None:
    """'When you play another land' (City of Traitors; 305.1): abilities of the player's permanents that
    trigger on their playing a land matching the trigger's filter ('another': not the source itself)."""
    for pid, controller, name, ability in _battlefield_triggers(state, "play_land"):
        # 'whenever an opponent (a player) plays a land': `whose` 'opponent' / 'each' (603.2)
        if _sacrificer_matches(ability.trigger.whose, controller, player) \
                and _event_matches(state, ability.trigger, pid, controller, land):
            _add(state, controller, pid, name, ability, land)


def counters_put_triggers(state: GameState, oid: int, kind: str, amount: int = 0, by: int | None = None) -> None:
    """'Whenever one or more [kind] counters are put on [a permanent]' (122.6): once for each event that puts
    such counters on a matching permanent, including a permanent entering with them. A trigger with `nth`
    N (a Saga's chapter ability, 714.2b) triggers only if the number of such counters on it was less than N
    and became at least N (`amount`: how many this event put on it)."""
    for pid, controller, name, ability in _battlefield_triggers(state, "counters_put"):
        if ability.trigger.counter_kind == kind and _event_matches(state, ability.trigger, pid, controller, oid):
            if ability.trigger.nth and not _reached(state, oid, kind, amount, ability.trigger.nth):
                continue
            # 'whenever a +1/+1 counter is put on ~': once for each counter (Fathom Mage ruling)
            extra = max(0, amount - 1) if ability.trigger.per_counter else 0
            _add(state, controller, pid, name, ability, oid, extra=extra)
    if by is None:
        return
    # 'whenever you put one or more -1/-1 counters on a creature' (122.1; the rulings: once for each creature the
    # player put them on); 'whenever an opponent puts ...': `whose` is who puts them
    for pid, controller, name, ability in _battlefield_triggers(state, PLAYER_PUTS_COUNTERS):
        t = ability.trigger
        if t.counter_kind not in (None, kind) or (by == controller) != (t.whose == "your"):
            continue
        if (t.this and oid != pid) or not matches(state, t.filter, oid, by, pid):
            continue
        _add(state, controller, pid, name, ability, oid, amount=amount)


def last_counter_removed_triggers(state: GameState, oid: int, kind: str) -> None:
    """'When the last [kind] counter is removed from ~' (vanishing, 702.63a): triggers when a removal leaves
    the permanent with none of that kind (by any effect or cost, 122.8)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD or obj.counter(kind) > 0:
        return
    for pid, controller, name, ability in _battlefield_triggers(state, "last_counter_removed"):
        if ability.trigger.counter_kind == kind and _event_matches(state, ability.trigger, pid, controller, oid):
            _add(state, controller, pid, name, ability, oid)


def _reached(state: GameState, oid: int, kind: str, amount: int, n: int) -> bool:
    """714.2b: the number of `kind` counters on `oid` was less than `n` and became at least `n`."""
    obj = state.objects.get(oid)
    now = obj.counter(kind) if isinstance(obj, Obj) else 0
    return now - amount < n <= now


def _extra_enter_triggers(state: GameState, controller: int, source: int, entering: int) -> int:
    """Panharmonicon (603.2d): one more trigger per such permanent its controller controls, when what
    enters matches (an artifact or creature). Only 'a triggered ability of a permanent you control': not
    one of a card in a graveyard (Bladewing's Thrall, Prized Amalgam) nor of an emblem (114.4)."""

    if not on_battlefield(state, source):
        return 0
    extra = 0
    for oid in state.zones[BATTLEFIELD]:
        if state.objects[oid].controller != controller:
            continue
        for ability in chars(state, oid).abilities:
            if isinstance(ability, ExtraEnterTriggers) and matches(state, ability.filter, entering, controller, oid):
                extra += 1
    return extra


def _event_matches(state: GameState, trigger: Trigger, source: int, controller: int, subject: int) -> bool:
    if trigger.linked is not None:  # 'the creature it haunts' (702.55b): the object recorded for the source
        # (it has just left its zone: the record names the object it was, 603.10a)
        return any(link.source == source and link.key == trigger.linked and subject in link.objects
                   for link in state.links)
    if trigger.equipped:
        src = state.known(source)
        return isinstance(src, Obj) and src.attached_to == subject
    if trigger.this:
        if trigger.event == "enters" and trigger.filter is not None:
            # 'When ~ enters untapped' (603.6a, mechanics/enters_untapped): its status as it entered
            return subject == source and matches(state, trigger.filter, subject, controller, source)
        return subject == source
    return matches(state, trigger.filter, subject, controller, source)


def spell_cast_triggers(state: GameState, spell: int) -> None:
    """601.2i: abilities that trigger when a spell is cast trigger once it has become cast."""
    own_cast_triggers(state, spell)  # 'When you cast this spell' (113.6k: it functions on the stack)
    for pid, controller, name, ability in _battlefield_triggers(state, "cast"):
        if ability.trigger.this:
            continue  # a permanent's own 'when you cast this spell' triggered only as it was cast
        if matches(state, ability.trigger.filter, spell, controller, pid) and _cast_from_fits(state, ability, spell):
            _add(state, controller, pid, name, ability, spell)
    if state.delayed:
        _delayed_cast_triggers(state, spell)


def _delayed_cast_triggers(state: GameState, spell: int) -> None:
    """603.7a: a delayed 'whenever you cast a creature spell this turn' ability (Glimpse of Nature) triggers for
    each such spell as it becomes cast (601.2i); 'it' is that spell."""
    for d in state.delayed:
        if d.trigger is not None and d.trigger.event == "cast" and matches(state, d.trigger.filter, spell,
                                                                           d.controller, d.source) \
                and (not d.trigger.this_game or _spells_cast_this_game(state, spell) == d.trigger.nth):
            ability = TriggeredAbility(d.trigger, d.effect, text="delayed: whenever you cast a spell this turn")
            _add(state, d.controller, d.source, d.source_name, ability, spell, d.fixed, delayed=d.id)


def _spells_cast_this_game(state: GameState, spell: int) -> int:
    """601.2i: how many spells the caster of `spell` has cast this game, this one included ('their first spell of
    the game'): the game's log keeps a 'cast' event for each (a copy isn't cast, 707.10)."""
    caster = state.objects[spell].controller
    return sum(1 for e in state.events() if e.kind == "cast" and e.args.get("player") == caster)


def _chosen_players(state: GameState, pid: int) -> tuple[int, ...]:
    """The player `pid` chose as it entered ('As ~ enters, choose an opponent / a player', 614.12): kept as a link
    under its id (607.2d); none if it chose nothing (a new object, 400.7)."""
    chosen = chosen_value(state, pid, "opponent") or chosen_value(state, pid, "player")
    return (int(chosen),) if chosen else ()


def step_triggers(state: GameState) -> None:
    """'At the beginning of [step]' abilities (603.2, 513.1a) and delayed triggers waiting for this step
    (603.7b: one that says 'the next' triggers only once)."""
    for pid, controller, name, ability in _battlefield_triggers(state, "step"):
        t = ability.trigger
        if t.step != state.step and not (t.step == "main" and state.step in ("main1", "main2")):
            continue  # 'main': each of the main phases (505.4)
        if t.whose == "enchanted":  # 'enchanted player's upkeep' (303.4: an Aura attached to a player)
            host = state.objects[pid]
            if isinstance(host, Obj) and host.attached_to == player_ref(state.active):
                _add(state, controller, pid, name, ability)
        elif t.whose == "attached_controller":  # 'the upkeep of enchanted creature's controller' (303.4)
            host = state.objects[pid]
            attached = state.objects.get(host.attached_to) if isinstance(host, Obj) and host.attached_to > 0 else None
            if isinstance(attached, Obj) and attached.zone == BATTLEFIELD and attached.controller == state.active:
                _add(state, controller, pid, name, ability)
        elif t.whose == CHOSEN_PLAYER:  # 'the chosen player's upkeep' (607.2d): the player it chose as it entered
            if state.active in _chosen_players(state, pid):
                _add(state, controller, pid, name, ability)
        elif t.whose == "each" or (controller == state.active) == (t.whose != "opponent"):
            _add(state, controller, pid, name, ability)
    if not state.delayed:
        return
    remaining = []
    for d in state.delayed:
        if d.step != state.step and not (d.step in ("your_upkeep", "your_end") and state.step == d.step[5:]
                                         and state.active == d.controller) \
                and not (d.step == "your_main" and state.step in ("main1", "main2")
                         and state.active == d.controller):  # 'your next upkeep' (the pacts), 'main phase' (Mana Drain)
            remaining.append(d)
            continue
        ability = TriggeredAbility(Trigger("step", step=state.step), d.effect, text=f"delayed: {d.step}")
        _add(state, d.controller, d.source, d.source_name, ability, fixed=d.fixed, delayed=d.id)
        if not d.next_only:
            remaining.append(d)
    state.delayed = tuple(remaining)


def attack_triggers(state: GameState, attackers: tuple[int, ...]) -> None:
    """508.1m, 508.3a: 'whenever ~ attacks' triggers for each creature declared as an attacker."""
    for pid, controller, name, ability in _battlefield_triggers(state, "attacks"):
        if len(attackers) < ability.trigger.min_attackers:
            continue  # 'whenever ~ and at least two other creatures attack'
        for oid in attackers:
            whose = ability.trigger.whose
            whom = _enchanted_player(state, pid) if whose == "enchanted" \
                else _attacked_if_most_life(state, oid) if whose == "most_life" else controller
            if ability.trigger.to_player and (whom is None or not _attacks_you(state, oid, whom,
                                                                                ability.trigger.to_planeswalker)):
                continue  # 'whenever a creature attacks you (or a planeswalker you control)'
            if ability.trigger.nth and _attacks_this_turn(state, oid) != ability.trigger.nth:
                continue  # 'whenever ~ attacks for the first time each turn' (500.8: a turn may have more combats)
            if _event_matches(state, ability.trigger, pid, controller, oid):
                _add(state, controller, pid, name, ability, oid)
    _delayed_attack_triggers(state, attackers)
    _opponent_attacks_triggers(state, attackers)
    for pid, controller, name, ability in _battlefield_triggers(state, "attack_with"):
        if ability.trigger.equipped:  # 'whenever equipped creature attacks alone' (506.5), whoever controls it
            me = _watched(state, ability.trigger, pid)
            if ability.trigger.alone and len(attackers) == 1 and attackers[0] == me:
                _add(state, controller, pid, name, ability, me)
            continue
        # 'whenever you attack with two or more creatures with flying': once per declaration (508.1m)
        chosen = [o for o in attackers if state.objects[o].controller == controller
                  and matches(state, ability.trigger.filter, o, controller, pid)
                  and (not ability.trigger.this or o == pid)]  # '~ attacks alone
        if ability.trigger.alone:  # 506.5: 'attacks alone': it is the only creature declared as an attacker
            if len(attackers) == 1 and chosen:
                _add(state, controller, pid, name, ability, chosen[0])  # 'that creature'
            continue
        if chosen and len(chosen) >= ability.trigger.min_attackers:
            # 'whenever you attack with one or more creatures, create that many ...': the number attacking
            _add(state, controller, pid, name, ability, amount=len(chosen) if ability.trigger.batch else None)


def _attacks_this_turn(state: GameState, oid: int) -> int:
    """How many times creature `oid` was declared as an attacker this turn (508.1k), this declaration included."""
    return sum(1 for e in events_this_turn(state) if e.kind == "attacks" and e.args.get("obj") == oid)


def _enchanted_player(state: GameState, aura: int) -> int | None:
    """The player an Aura is attached to (303.4), or None."""
    host = state.objects.get(aura)
    if not isinstance(host, Obj) or host.attached_to >= 0:
        return None
    return next((p.index for p in state.players if player_ref(p.index) == host.attached_to), None)


def _attacked_if_most_life(state: GameState, attacker: int) -> int | None:
    """Dethrone (702.105a): the player `attacker` attacks, if that player has the most life or is tied for
    most life (among the players still in the game, 800.4a), else None."""
    combat = state.combat
    whom = next((t for a, t in combat.attackers if a == attacker), 0) if combat is not None else 0
    if whom >= 0:
        return None  # a planeswalker or a battle (506.3), not a player
    player = ref_player(whom)
    most = max(p.life for p in state.players if not p.lost and not p.conceded)
    return player if state.players[player].life >= most else None


def _attacks_you(state: GameState, attacker: int, player: int, or_planeswalker: bool) -> bool:
    """508.1b: the attacker attacks `player`, or (if asked) a planeswalker `player` controls."""
    combat = state.combat
    whom = next((t for a, t in combat.attackers if a == attacker), 0) if combat is not None else 0
    if whom == player_ref(player):
        return True
    obj = state.objects.get(whom) if whom > 0 else None
    return or_planeswalker and isinstance(obj, Obj) and obj.controller == player \
        and "Planeswalker" in chars(state, whom).types


def block_triggers(state: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """509.1i, 509.2a: 'whenever ~ blocks' triggers once for the creature blocking; 'whenever ~ blocks a
    creature with flying' (the trigger's filter is the attacker's) once for each such attacker it blocks."""
    for pid, controller, name, ability in _battlefield_triggers(state, "becomes_blocked"):
        me = _watched(state, ability.trigger, pid)  # ~, or the creature this Aura or Equipment is attached to
        if ability.trigger.filter is None:  # 509.3c: 'whenever ~ becomes blocked': once
            if any(a == me for _b, a in blocks):
                _add(state, controller, pid, name, ability, me)
            continue
        # 509.3d: 'whenever ~ becomes blocked by a creature': once for each creature blocking it
        if ability.trigger.batch:  # '... by one or more black creatures': once if any (603.2c)
            if any(a == me and matches(state, ability.trigger.filter, b, controller, pid) for b, a in blocks):
                _add(state, controller, pid, name, ability, me)
            continue
        for b, a in blocks:
            if a == me and matches(state, ability.trigger.filter, b, controller, pid):
                _add(state, controller, pid, name, ability, b)
    _creature_blocks_triggers(state, blocks)
    combat = state.combat
    attacking = {a for a, _ in combat.attackers} if combat is not None else set()
    for pid, controller, name, ability in _battlefield_triggers(state, "unblocked"):
        # 509.3g: 'whenever ~ attacks and isn't blocked': after blockers are declared, if it's unblocked
        if pid in attacking and not any(a == pid for _b, a in blocks):
            _add(state, controller, pid, name, ability, pid)
    for pid, controller, name, ability in _battlefield_triggers(state, "blocks"):
        me = _watched(state, ability.trigger, pid)
        attackers = [a for b, a in blocks if b == me]
        if ability.trigger.filter is None:
            if attackers:
                _add(state, controller, pid, name, ability, me)
            continue
        if ability.trigger.batch:  # 'blocks ... one or more black creatures': once if any (603.2c)
            if any(matches(state, ability.trigger.filter, a, controller, pid) for a in attackers):
                _add(state, controller, pid, name, ability, me)
            continue
        for a in attackers:
            if matches(state, ability.trigger.filter, a, controller, pid):
                _add(state, controller, pid, name, ability, a)


def _watched(state: GameState, trigger: Trigger, pid: int) -> int:
    """The creature whose blocks a trigger watches: its source, or for 'enchanted (equipped) creature
    blocks' the permanent the source is attached to (0 if none)."""
    if not trigger.equipped:
        return pid
    src = state.objects.get(pid)
    return src.attached_to if isinstance(src, Obj) and src.attached_to > 0 else 0


def _creature_blocks_triggers(state: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """'Whenever a creature you control becomes blocked' (509.3c: once for each such attacker, however many
    creatures block it) and 'whenever a creature blocks' (509.3a: once for each such blocker); the
    triggering object ('that creature') is that creature."""
    blocked = list(dict.fromkeys(a for _b, a in blocks))
    blocking = list(dict.fromkeys(b for b, _a in blocks))
    for event, creatures in (("creature_becomes_blocked", blocked), ("creature_blocks", blocking)):
        for pid, controller, name, ability in _battlefield_triggers(state, event):
            for oid in creatures:
                if matches(state, ability.trigger.filter, oid, controller, pid):
                    _add(state, controller, pid, name, ability, oid)
    for d in state.delayed:  # 603.7: a delayed 'whenever a creature blocks this turn' (Mage Hunters' Onslaught)
        if d.trigger is not None and d.trigger.event == "creature_blocks":
            ability = TriggeredAbility(d.trigger, d.effect, text="delayed: whenever a creature blocks this turn")
            for oid in blocking:  # 509.3a: once for each such blocker
                if matches(state, d.trigger.filter, oid, d.controller, d.source):
                    _add(state, d.controller, d.source, d.source_name, ability, oid, d.fixed, delayed=d.id)


def combat_damage_triggers(state: GameState, dealt: list[tuple[int, int, int]]) -> None:
    """510.3a: 'whenever ~ deals combat damage (to a player or planeswalker)' triggers once per source that
    dealt it; 'that many' is the damage that source dealt to such recipients (120.1)."""
    for pid, controller, name, ability in _battlefield_triggers(state, "combat_damage"):
        if ability.trigger.batch:
            _batch_combat_damage(state, pid, controller, name, ability, dealt)
            continue
        if ability.trigger.to_creature:  # 'to a creature': once per source and creature; it is the triggering object
            per_creature: dict[tuple[int, int], int] = {}
            for source, recipient, amount in dealt:
                if recipient > 0 and recipient in state.objects and "Creature" in chars(state, recipient).types \
                        and _event_matches(state, ability.trigger, pid, controller, source):
                    per_creature[source, recipient] = per_creature.get((source, recipient), 0) + amount
            for (_source, recipient), amount in per_creature.items():
                _add(state, controller, pid, name, ability, recipient, amount=amount)
            continue
        if ability.trigger.that_player:  # the triggering object is the player dealt the damage (603.2)
            # once for each source and player it dealt damage to (510.3a: a source of ~'s own is one source)
            per_player: dict[tuple[int, int], int] = {}
            opponents_only = ability.trigger.whose == "opponent"  # 'to an opponent' (102.2)
            for source, recipient, amount in dealt:
                if recipient < 0 and not (opponents_only and ref_player(recipient) == controller) \
                        and _event_matches(state, ability.trigger, pid, controller, source):
                    per_player[source, recipient] = per_player.get((source, recipient), 0) + amount
            for (_source, recipient), amount in per_player.items():
                _add(state, controller, pid, name, ability, recipient, amount=amount)
            continue
        amounts: dict[int, int] = {}
        for source, recipient, amount in dealt:
            if _recipient_fits(state, ability.trigger, recipient) \
                    and _event_matches(state, ability.trigger, pid, controller, source):
                amounts[source] = amounts.get(source, 0) + amount
        for source, amount in amounts.items():
            _add(state, controller, pid, name, ability, source, amount=amount)
    _deals_any_damage_triggers(state, dealt)


def _deals_any_damage_triggers(state: GameState, dealt: list[tuple[int, int, int]]) -> None:
    """'Whenever enchanted creature deals damage, you gain that much life' (Armadillo Cloak; 120.1, 603.2):
    once per damage event, combat damage being one event (510.2), so a trampler's damage to its blocker and
    to the player triggers once, with the total; 'that much' is that total, 'it' the source."""
    for pid, controller, name, ability in _battlefield_triggers(state, "deals_any_damage"):
        t = ability.trigger
        amounts: dict[tuple[int, int], int] = {}
        for source, recipient, amount in dealt:
            if amount <= 0 or not _event_matches(state, t, pid, controller, source):
                continue
            if t.to_player:  # 'to a player' / 'to an opponent': once per player; 'that player' is the object
                if recipient >= 0 or (t.whose == "opponent" and ref_player(recipient) == controller) \
                        or (t.whose == "you" and ref_player(recipient) != controller):
                    continue
                key = (source, recipient)
            else:
                key = (source, source)
            amounts[key] = amounts.get(key, 0) + amount
        for (_source, subject), amount in amounts.items():
            _add(state, controller, pid, name, ability, subject, amount=amount)


def _recipient_fits(state: GameState, trigger: Trigger, recipient: int) -> bool:
    """'to a player', 'to a planeswalker', 'to a player or planeswalker' (120.1); no word: any recipient."""
    if not trigger.to_player and not trigger.to_planeswalker:
        return True
    if recipient < 0:
        return trigger.to_player
    return trigger.to_planeswalker and recipient in state.objects \
        and "Planeswalker" in chars(state, recipient).types


def _batch_combat_damage(state: GameState, pid: int, controller: int, name: str, ability: TriggeredAbility,
                         dealt: list[tuple[int, int, int]]) -> None:
    """'Whenever one or more Cats you control deal combat damage to a player': combat damage is one event
    (510.2), so it triggers once for each player dealt damage by a matching source (603.2c), that player
    being its triggering object ('that player')."""
    players = sorted({recipient for source, recipient, _amount in dealt if recipient < 0
                      and _event_matches(state, ability.trigger, pid, controller, source)}, reverse=True)
    for recipient in players:
        _add(state, controller, pid, name, ability, recipient)


def player_event_triggers(state: GameState, event: str, player: int, amount: int | None = None) -> None:
    """'Whenever you draw a card' (121.1: once per card drawn) and 'whenever you gain life' (119.10: once
    per life-gain event, `amount` the life gained): the abilities of that player's permanents trigger (603.2)."""
    for pid, controller, name, ability in _battlefield_triggers(state, event):
        whose = ability.trigger.whose  # 'whenever an opponent (a player) draws a card': that player (603.2)
        if whose == "enchanted":  # 'whenever enchanted player draws a card' (303.4)
            if _enchanted_player(state, pid) == player:
                _add(state, controller, pid, name, ability, player_ref(player), amount=amount)
            continue
        if whose in ("opponent", "any"):
            if whose == "any" or controller != player:
                _add(state, controller, pid, name, ability, player_ref(player), amount=amount)
            continue
        if controller != player:
            continue
        if ability.trigger.step == "draw":  # 'your first card during each of your draw steps' (504.1)
            if _draws_this_draw_step(state, player) != ability.trigger.nth:
                continue
        elif ability.trigger.nth and _events_this_turn(state, event, player) != ability.trigger.nth:
            continue
        _add(state, controller, pid, name, ability, amount=amount)


def sacrifice_triggers(state: GameState, oid: int) -> list[tuple[int, int, str, TriggeredAbility]]:
    """'Whenever you sacrifice a permanent' (701.21a), found while the permanent is still on the battlefield
    (603.10a: it looks back in time); 'whenever a player (an opponent) sacrifices ...' (`whose` "each",
    "opponent"): the sacrificing player is the permanent's controller (701.21a)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return []
    return [(pid, controller, name, ability) for pid, controller, name, ability in _battlefield_triggers(state, "sacrifice")
            if _sacrificer_matches(ability.trigger.whose, controller, obj.controller)
            and matches(state, ability.trigger.filter, oid, controller, pid)
            and (not ability.trigger.this or oid == pid)  # 'when you sacrifice ~
            and (not ability.trigger.while_casting or _casting_a_spell_with(state, ability.trigger.while_casting))]


def _casting_a_spell_with(state: GameState, alternative: str) -> bool:
    """'while casting a spell with emerge' (601.2h: a cost paid while the spell is being cast): the spell being
    announced has that alternative cost, paid for it or not (the Foul Emissary ruling)."""
    spell = state.objects.get(state.announcing)
    if not isinstance(spell, Obj) or spell.zone != STACK:
        return False
    ability = face_of(spell).spell
    return ability is not None and any(a.name == alternative for a in ability.alternatives)


def _sacrificer_matches(whose: str, controller: int, sacrificer: int) -> bool:
    if whose == "each":
        return True
    if whose == "opponent":
        return sacrificer != controller
    return sacrificer == controller


def add_triggers(state: GameState, found: list[tuple[int, int, str, TriggeredAbility]], subject: int) -> None:
    for pid, controller, name, ability in found:
        _add(state, controller, pid, name, ability, subject)


def damage_triggers(state: GameState, received: dict[int, int], by_source: dict[tuple[int, int], int],
                    combat: bool) -> None:
    """'Whenever ~ is dealt damage' (120.1: once per damage event, combat damage being one event for each
    recipient, 510.2) and 'whenever a source you control deals noncombat damage to an opponent' (120.2b);
    the amount is the ability's 'that much'."""

    for pid, controller, name, ability in _battlefield_triggers(state, "dealt_damage"):
        if ability.trigger.filter is not None:  # 'whenever a creature you control is dealt damage': each of them
            for oid, n in received.items():
                if oid > 0 and n > 0 and matches(state, ability.trigger.filter, oid, controller, pid):
                    _add(state, controller, pid, name, ability, oid, amount=n)
            continue
        # 'whenever you're dealt damage' (to_player): its controller; 'whenever enchanted creature is dealt damage'
        me = player_ref(controller) if ability.trigger.to_player else _watched(state, ability.trigger, pid)
        if received.get(me, 0) > 0:
            _add(state, controller, pid, name, ability, me if 0 < me != pid else 0, amount=received[me])
    for recipient, n in _life_lost_to_damage(state, by_source).items():
        player_event_triggers(state, "lose_life", ref_player(recipient), n)  # 120.3a: one life-loss event
    if combat:
        for pid, controller, name, ability in _battlefield_triggers(state, "dealt_combat_damage"):
            if received.get(pid, 0) > 0:  # 'whenever ~ is dealt combat damage' (510.2: one event)
                _add(state, controller, pid, name, ability, amount=received[pid])
        return
    _deals_any_damage_triggers(state, [(src, rcp, n) for (src, rcp), n in by_source.items()])
    for pid, controller, name, ability in _battlefield_triggers(state, OPPONENT_DEALT_NONCOMBAT_DAMAGE):
        for recipient, n in received.items():  # once per event, for each opponent dealt damage (120.1)
            if recipient < 0 and n > 0 and ref_player(recipient) != controller:
                _add(state, controller, pid, name, ability, recipient, amount=n)
    for pid, controller, name, ability in _battlefield_triggers(state, "noncombat_damage_opponent"):
        for (source, recipient), n in by_source.items():
            src = state.known(source)
            if recipient < 0 and ref_player(recipient) != controller and src is not None \
                    and src.controller == controller and n > 0:
                _add(state, controller, pid, name, ability, recipient, amount=n)  # that player (603.2)


def _life_lost_to_damage(state: GameState, by_source: dict[tuple[int, int], int]) -> dict[int, int]:
    """120.3a: the life each player (by player ref) lost to this damage event (one per player, 603.2): damage
    from a source without infect (120.3b: poison counters instead)."""
    lost: dict[int, int] = {}
    for (source, recipient), n in by_source.items():
        src = state.known(source)
        if recipient < 0 and n > 0 and (src is None or "infect" not in chars(state, source).keywords):
            lost[recipient] = lost.get(recipient, 0) + n
    return lost


def _life_losses_this_turn(state: GameState, player: int) -> int:
    """How many life-loss events the player had this turn (119.3, 119.4, 120.3a), counting the one just
    logged: life lost or paid, Phyrexian mana paid with life, and damage (a combat damage step's damage to
    them, logged source by source, is one event, 510.2)."""
    n, in_combat_damage = 0, False
    for e in events_this_turn(state):
        a = e.args
        if e.kind == "damage" and a.get("to_player") == player and "120.3a" in e.rules and (a.get("amount") or 0) > 0:
            if not (a.get("combat") and in_combat_damage):
                n += 1
            in_combat_damage = bool(a.get("combat"))
            continue
        if e.kind == "damage" and a.get("combat"):
            continue  # other combat damage of the same step
        in_combat_damage = False
        if e.kind == "life" and a.get("player") == player and (a.get("amount") or 0) < 0 \
                or e.kind == "pay_life" and a.get("player") == player and (a.get("amount") or 0) > 0 \
                or e.kind == "paid" and a.get("player") == player and (a.get("life") or 0) > 0:
            n += 1
    return n


def _events_this_turn(state: GameState, event: str, player: int) -> int:
    """How many cards the player drew this turn (121.1), counting the one just drawn."""

    if event == "lose_life":
        return _life_losses_this_turn(state, player)
    if event == "gain_life":  # 119.10: life-gain events are logged as 'life' with a positive amount
        return sum(1 for e in events_this_turn(state) if e.kind == "life" and e.args.get("player") == player
                   and e.args.get("amount", 0) > 0)
    return sum(1 for e in events_this_turn(state) if e.kind == event and e.args.get("player") == player)


def _draws_this_draw_step(state: GameState, player: int) -> int:
    """How many cards the player drew during their own draw step so far (504.1, 121.1); 0 outside it."""
    if state.active != player or state.step != "draw":
        return 0
    n = 0
    for e in events_this_turn(state):
        if e.kind == "step":
            break
        n += e.kind == "draw" and e.args.get("player") == player
    return n


def loyalty_activation_triggers(state: GameState, ability: int) -> None:
    """'Whenever you activate a loyalty ability of a Chandra planeswalker' (Keral Keep Disciples): triggers
    once the ability is activated (602.2b, 601.2i), so it resolves first; a loyalty ability is one with a
    loyalty symbol in its cost (606.2). The trigger's filter describes the ability's source."""
    obj = state.objects[ability]
    if not isinstance(obj, StackAbility) or obj.copy or getattr(obj.ability.cost, "loyalty", None) is None:
        return
    for pid, controller, name, trig in _battlefield_triggers(state, ACTIVATE_LOYALTY):
        if controller == obj.controller and matches(state, trig.trigger.filter, obj.source, controller, pid):
            _add(state, controller, pid, name, trig, obj.source)


def state_triggers(state: GameState) -> None:
    """603.8: a state trigger triggers as soon as the game state matches its condition, and doesn't trigger
    again until that ability has resolved or otherwise left the stack."""

    for pid, ability in battlefield_abilities(state, TriggeredAbility):
        if ability.trigger.state is None:
            continue
        if any(w.source == pid and w.ability == ability for w in state.waiting) or any(
                isinstance(o := state.objects[s], StackAbility) and o.source == pid and o.ability == ability
                for s in state.zones[STACK]):
            continue
        controller = state.objects[pid].controller
        if condition_holds(state, ability.trigger.state, Ctx(state, 0, controller, pid, Choices(), ())):
            _add(state, controller, pid, chars(state, pid).name, ability)


# --- untapping and where spells are cast from --------------------------------------------------------------------


def _cast_from_fits(state: GameState, ability: TriggeredAbility, spell: int) -> bool:
    """'Whenever an opponent casts a spell from anywhere other than their hand', 'Whenever you cast a spell from
    your graveyard' (`from_zone` 'your:graveyard': a graveyard of its own caster) or '... from exile': the zone
    the spell was in before it was cast (601.2a)."""
    trigger = ability.trigger
    if trigger.not_from is None and trigger.from_zone is None:
        return True
    obj = state.objects.get(spell)
    if not isinstance(obj, Obj) or (trigger.not_from is not None and obj.cast_from == trigger.not_from):
        return False
    if trigger.from_zone is None:
        return True
    yours, _, zone = trigger.from_zone.rpartition(":")
    return obj.cast_from == zone and (not yours or obj.owner == obj.controller)


def untapped_triggers(state: GameState, untapped: tuple[int, ...]) -> None:
    """'Whenever ~ becomes untapped' (603.2): once for each permanent that untapped. During the untap step
    the abilities wait for the upkeep, when a player would next receive priority (502.4, 603.3)."""
    if not untapped:
        return
    for pid, controller, name, ability in _battlefield_triggers(state, "untapped"):
        for oid in untapped:
            if _event_matches(state, ability.trigger, pid, controller, oid):
                _add(state, controller, pid, name, ability, oid)


def tapped_triggers(state: GameState, tapped: int) -> None:
    """'Whenever ~ / enchanted land / a creature an opponent controls becomes tapped' (603.2, 701.26a):
    once each time a permanent becomes tapped (for mana, to attack, to pay a cost, by an effect). Tapping
    is frequent: only the battlefield's (cached) abilities are looked at (no card has such an ability that
    functions from a graveyard or the command zone)."""
    for pid, ability in battlefield_abilities(state, TriggeredAbility):
        if ability.trigger.event != "tapped" or ability.zone != BATTLEFIELD:
            continue
        controller, name = state.objects[pid].controller, chars(state, pid).name
        if _event_matches(state, ability.trigger, pid, controller, tapped):
            _add(state, controller, pid, name, ability, tapped)


# --- combat triggers (combatreq) --------------------------------------------------------------------------------


def source_damage_triggers(state: GameState, source: int, recipient: int) -> None:
    """'Whenever a creature you control with deathtouch deals damage to a planeswalker' (120.1: combat or
    not): the source must match as the damage is dealt; 'that planeswalker' is the recipient."""
    for pid, controller, name, ability in _battlefield_triggers(state, "deals_damage"):
        if ability.trigger.to_creature and not (recipient > 0 and recipient in state.objects
                                                and "Creature" in chars(state, recipient).types):
            continue  # 'whenever ~ deals damage to a creature': that creature (120.1)
        if ability.trigger.this and ability.trigger.to_creature and ability.trigger.filter is not None \
                and not matches(state, ability.trigger.filter, recipient, controller, pid):
            continue  # 'whenever ~ deals damage to a Vampire' (Vampire Slayer): a creature of that kind
        if _recipient_fits(state, ability.trigger, recipient) \
                and _event_matches(state, ability.trigger, pid, controller, source):
            _add(state, controller, pid, name, ability, recipient)


def damage_to_triggers(state: GameState, source: int, recipient: int, amount: int, combat: bool) -> None:
    """'Whenever a source an opponent controls deals damage to you', 'whenever a creature deals combat damage to
    you', 'whenever a source deals damage to ~' (120.1, 603.2): once for each source dealing damage to that
    recipient, the source being the triggering object ('that source', 'it') and the damage 'that much'."""
    if amount <= 0:
        return
    for pid, controller, name, ability in _battlefield_triggers(state, "damage_to"):
        t = ability.trigger
        if t.combat_only and not combat:
            continue
        if t.this and recipient != pid:
            continue
        if t.to_player and recipient != player_ref(controller):
            continue
        if state.known(source) is not None and matches(state, t.filter, source, controller, pid):
            _add(state, controller, pid, name, ability, source, amount=amount)


def _opponent_attacks_triggers(state: GameState, attackers: tuple[int, ...]) -> None:
    """'Whenever an opponent attacks with creatures' (508.1m): once per declaration of an opponent's
    attackers; an intervening 'if' (603.4) reads which of them attack whom."""
    for pid, controller, name, ability in _battlefield_triggers(state, "opponent_attacks"):
        if any(state.objects[o].controller != controller for o in attackers if o in state.objects):
            _add(state, controller, pid, name, ability)


def _delayed_attack_triggers(state: GameState, attackers: tuple[int, ...]) -> None:
    """603.7: a delayed 'whenever a creature attacks this turn' ability triggers for each attacker (508.1m);
    'it' is that creature."""
    for d in state.delayed:
        if d.trigger is None or d.trigger.event != "attacks":
            continue
        if d.trigger.batch:  # 'whenever one or more nontoken creatures attack this turn': once, with how many
            ability = TriggeredAbility(d.trigger, d.effect, text="delayed: whenever one or more creatures attack")
            n = sum(1 for oid in attackers if matches(state, d.trigger.filter, oid, d.controller, d.source))
            if n:
                _add(state, d.controller, d.source, d.source_name, ability, fixed=d.fixed, amount=n, delayed=d.id)
            continue
        ability = TriggeredAbility(d.trigger, d.effect, text="delayed: whenever a creature attacks this turn")
        for oid in attackers:
            if matches(state, d.trigger.filter, oid, d.controller, d.source):
                _add(state, d.controller, d.source, d.source_name, ability, oid, d.fixed, delayed=d.id)


def _delayed_enters_triggers(state: GameState, entered: int) -> None:
    """603.7: a delayed 'whenever a creature enters the battlefield under your control this turn' ability (First
    Day of Class) triggers for each such permanent (603.6a); 'it' is that permanent."""
    for d in state.delayed:
        if d.trigger is not None and d.trigger.event == "enters" and matches(state, d.trigger.filter, entered,
                                                                             d.controller, d.source):
            ability = TriggeredAbility(d.trigger, d.effect, text="delayed: whenever a creature enters this turn")
            _add(state, d.controller, d.source, d.source_name, ability, entered, d.fixed, delayed=d.id)


def _delayed_object_dies_triggers(state: GameState, died: int) -> None:
    """603.7c: a delayed 'when that creature dies this turn' ability (mechanics/dies_this_turn) refers to the
    objects fixed as it was created; it triggers when one of them dies, with that creature as its object, and
    only once (603.7c: it has no stated number of times; the creature can't die again as the same object, 400.7)."""
    for d in state.delayed:  # 603.7a: 'whenever a creature dies this turn' (Massacre Girl): each death, all turn
        if d.trigger is not None and d.trigger.event == "dies" and "Creature" in chars(state, died).types \
                and matches(state, d.trigger.filter, died, d.controller, d.source):
            ability = TriggeredAbility(d.trigger, d.effect, text="delayed: whenever a creature dies this turn")
            _add(state, d.controller, d.source, d.source_name, ability, died, d.fixed, delayed=d.id)
    _delayed_fixed_triggers(state, died, THAT_DIES, "delayed: when that creature dies this turn")


def _delayed_fixed_triggers(state: GameState, oid: int, event: str, text: str) -> None:
    """603.7c: the delayed abilities waiting for `event` of one of the objects fixed as they were created trigger
    once, with that object as their triggering object, and are done (it can't do it again as the same object,
    400.7)."""
    fired = [d for d in state.delayed if d.trigger is not None and d.trigger.event == event and oid in d.fixed]
    if not fired:
        return
    state.delayed = tuple(d for d in state.delayed if d not in fired)
    for d in fired:
        # one that lasts until it triggers ('When Animate Dead leaves the battlefield, ...') isn't 'this turn'
        ability = TriggeredAbility(d.trigger, d.effect, text=text.removesuffix(" this turn") if d.lasts else text)
        _add(state, d.controller, d.source, d.source_name, ability, oid, d.fixed, delayed=d.id)


def object_event_triggers(state: GameState, event: str, subject: int, amount: int | None = None,
                          triggering: int = 0) -> None:
    """603.2: the abilities that trigger on `event` ('when this creature transforms', 701.27e) and whose
    trigger matches the object `subject` trigger, with `subject` their triggering object; `amount`: the
    event's amount, the ability's X (701.37c: the X it became monstrous with); `triggering`: another object the
    event names as their triggering object ('whenever ~ crews a Vehicle': that Vehicle)."""
    for pid, controller, name, ability in _battlefield_triggers(state, event):
        if _event_matches(state, ability.trigger, pid, controller, subject):
            _add(state, controller, pid, name, ability, triggering or subject, amount=amount)


def own_cast_triggers(state: GameState, spell: int) -> None:
    """'When you cast this spell, ...' (601.2i, 113.6k): a triggered ability of the spell itself. It can't
    trigger from the battlefield, so it functions on the stack, and it triggers once the spell has become cast
    (601.2i), controlled by the spell's controller (603.3a: who cast it). A copy of a spell isn't cast (707.10),
    and a permanent with the ability doesn't trigger on other spells."""
    c = chars(state, spell)
    obj = state.objects[spell]
    # 107.3e, 107.3i: an X in the ability's text is the X chosen for the spell's mana cost (Hydroid Krasis)
    x = getattr(obj, "choices", None) and obj.choices.x
    for ability in c.abilities:
        if isinstance(ability, TriggeredAbility) and ability.trigger.event == "cast" and ability.trigger.this:
            _add(state, obj.controller, spell, c.name, ability, spell, amount=x)
