"""Combat (506-511): declaring attackers and blockers as decisions, and combat damage.

Declarations are made one creature at a time (`attack ID`, `block BLOCKER ATTACKER`) and finished with
`done`, when restrictions are checked (508.1c, 509.1b); `cancel` starts the declaration over (733).
Damage assignment is a decision only where the rules leave a choice (510.1c-d: several blockers; 702.19b:
trample); everything else is assigned as the rules say. All combat damage is then dealt at once (510.2).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.combat_rule_kinds import (
    ASSIGNS_NO_COMBAT_DAMAGE,
    ATTACKS_AS_THOUGH_HASTE,
    DAMAGE_AS_THOUGH_UNBLOCKED,
    DAMAGE_BY_TOUGHNESS,
)
from lithoform.cards.tree import CANT_BE_BLOCKED, CANT_BLOCK
from lithoform.rules.combat import requirements as combat_rules
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.damage import deal_damage
from lithoform.rules.hooks import (
    ATTACK_HAS_COST,
    ATTACK_OPTIONAL_COSTS,
    ATTACKERS_DECLARED,
    BLOCK_FORBIDDEN,
    DECLARATION_FORBIDDEN,
)
from lithoform.rules.payment import summoning_sick
from lithoform.rules.triggers.matching import (
    attack_triggers,
    block_triggers,
    combat_damage_triggers,
    damage_triggers,
)
from lithoform.rules.zones import set_tapped
from lithoform.state import procedure
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending
from lithoform.state.model import BATTLEFIELD, Combat, GameState, Obj, player_ref, ref_player

END_OF_COMBAT = "end_of_combat"  # a ContinuousEffect duration: 'this combat' (ends as the combat phase ends, 511.3)

# --- eligibility --------------------------------------------------------------------------------------------


def can_attack(state: GameState, oid: int) -> bool:
    """508.1a: an untapped creature the active player controls, with haste or controlled continuously since
    the turn began; 508.1c: restrictions (702.3b defender, 'can't attack unless ...', combat_rules.py)."""

    obj = state.objects[oid]
    if not isinstance(obj, Obj) or obj.controller != state.active or obj.tapped:
        return False
    c = chars(state, oid)
    if "Creature" not in c.types or "Battle" in c.types:
        return False
    if summoning_sick(state, obj) and "haste" not in c.keywords \
            and not combat_rules.has_rule(state, oid, ATTACKS_AS_THOUGH_HASTE):  # 'as though it had haste'
        return False
    return not combat_rules.attack_restricted(state, oid, c.keywords)


def can_block(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1a: an untapped creature of the defending player; 702.9b: a creature with flying can be blocked
    only by creatures with flying or reach; 509.1b: restrictions ('~ can't block', '~ can't be blocked'),
    and those of the mechanics (evasion, protection: the hook point BLOCK_FORBIDDEN)."""
    obj = state.objects.get(blocker)
    if not isinstance(obj, Obj) or obj.tapped or obj.controller == state.active:
        return False
    b = chars(state, blocker)
    if "Creature" not in b.types or "Battle" in b.types or CANT_BLOCK in b.keywords:
        return False
    a = chars(state, attacker)
    if CANT_BE_BLOCKED in a.keywords:
        return False
    if "flying" in a.keywords and not ({"flying", "reach"} & b.keywords):
        return False
    for forbids in BLOCK_FORBIDDEN.fns:  # landwalk, fear, shadow, ... (mechanics/evasion), protection (702.16f)
        if forbids(state, blocker, attacker):
            return False
    return not combat_rules.block_restricted(state, blocker, attacker)


def defending_player(state: GameState) -> int:
    return next(p.index for p in state.players if p.index != state.active and not p.lost)


# --- the combat steps' turn-based actions ------------------------------------------------------------------------


def begin_declare_attackers(state: GameState) -> None:
    """508.1: the active player declares attackers (a decision, unless no creature can attack)."""
    eligible = [oid for oid in state.zones[BATTLEFIELD] if can_attack(state, oid)]
    state.combat = Combat(stage="attackers" if eligible else "")
    if not eligible:
        state.emit("no_attackers", ("508.1",), player=state.active)


def begin_declare_blockers(state: GameState) -> None:
    """509.1: the defending player declares blockers."""
    combat = state.combat
    assert combat is not None
    defender = defending_player(state)
    attackers = [a for a, _ in combat.attackers if a in state.objects]
    possible = any(can_block(state, b, a) for b in state.zones[BATTLEFIELD] for a in attackers
                   if state.objects[b].controller == defender)
    state.combat = msgspec.structs.replace(combat, stage="blockers" if possible else "")
    if not possible:
        _finish_blocks(state)


def pending(state: GameState) -> Pending | None:
    combat = state.combat
    if combat is None or not combat.stage:
        return None
    if combat.stage == "attackers":
        chosen = {a for a, _ in combat.chosen}
        eligible = [oid for oid in state.zones[BATTLEFIELD] if can_attack(state, oid)]
        options = tuple(oid for oid in eligible if oid not in chosen)
        # groups: the creatures a requirement says attack (508.1d), for agents planning a declaration; not
        # one that could attack only by paying a cost (508.1d: that cost needn't be paid)
        required = combat_rules.required_attackers(state, [o for o in eligible if _can_attack_free(state, o)])
        return Pending(state.active, "attackers", "declare attackers (attack ID, then done)", options,
                       groups=(required,) if required else ())
    if combat.stage == "blockers":
        used = _full_blockers(state, combat.chosen)
        defender = defending_player(state)
        options = tuple(oid for oid in state.zones[BATTLEFIELD] if oid not in used
                        and state.objects[oid].controller == defender and "Creature" in chars(state, oid).types)
        # groups: the attackers a requirement says must be blocked (509.1c) and, if any, the creatures a
        # requirement says block ('all creatures able to block ~ do so', 'blocks each combat if able'), for agents
        attackers = [a for a, _ in combat.attackers if a in state.objects]
        reqs = combat_rules.block_requirements(state, _defenders(state, defender), attackers, can_block)
        required = tuple(dict.fromkeys(a for kind, a, _b, _n in reqs if kind != "blocks"))
        blocking = tuple(dict.fromkeys(b for kind, _a, b, _n in reqs if kind != "blocked"))
        groups = (required, blocking) if blocking else (required,) if required else ()
        return Pending(defender, "blockers", "declare blockers (block BLOCKER ATTACKER, then done)", options,
                       groups=groups)
    if combat.stage == "damage":
        # 510.1c-d, one recipient at a time (GUIDE principle 12): `slot` is the recipient whose share is asked
        source, recipients = _next_assignment(state)
        obj = state.objects[source]
        c = chars(state, source)
        given = len(combat.chosen)
        amount = combat_damage_amount(state, source)
        left = amount - sum(n for _, n in combat.chosen)
        return Pending(obj.controller, "damage", f"assign {amount} combat damage of {c.name} among "
                       f"{len(recipients)} recipients: how much of the {left} left goes to recipient "
                       f"{given + 1}", recipients, slot=given, object=source)
    raise AssertionError(combat.stage)


def _can_attack_free(state: GameState, oid: int) -> bool:
    """508.1d: whether the creature could attack the defending player or one of their planeswalkers without
    paying a cost (Propaganda's)."""
    if not ATTACK_HAS_COST.fns:
        return True
    player = defending_player(state)
    targets = [player_ref(player)] + [pw for pw in state.zones[BATTLEFIELD] if state.objects[pw].controller == player
                                      and "Planeswalker" in chars(state, pw).types]
    return any(not any(fn(state, oid, t) for fn in ATTACK_HAS_COST.now(state)) for t in targets)


def legal(state: GameState, p: Pending) -> Iterator[Action]:
    combat = state.combat
    assert combat is not None
    if p.kind == "attackers":
        player = defending_player(state)
        # 508.1b: the defending player, or a planeswalker they control
        defenders = [player_ref(player)] + [pw for pw in state.zones[BATTLEFIELD]
                                            if state.objects[pw].controller == player
                                            and "Planeswalker" in chars(state, pw).types]
        for oid in p.options:
            for defender in defenders:
                yield Action("attack", (oid, defender))
        if (not p.groups or combat_rules.attacks_obey_requirements(state, combat.chosen, p.groups[0])
                or _only_one_forbidden(state, "attackers", tuple({a for a, _ in combat.chosen} | set(p.options)))) \
                and not any(f(state, "attackers", combat.chosen) for f in DECLARATION_FORBIDDEN.fns):
            yield Action("done")  # 508.1d: only a declaration obeying the most requirements
        if combat.chosen:
            yield Action("cancel")
    elif p.kind == "blockers":
        attackers = [a for a, _ in combat.attackers if a in state.objects]
        chosen_pairs = set(combat.chosen)
        for b in p.options:
            for a in attackers:
                if (b, a) not in chosen_pairs and can_block(state, b, a):
                    yield Action("block", (b, a))
        def able() -> tuple[int, ...]:
            return tuple({b for b, _ in combat.chosen}
                         | {b for b in p.options if any(can_block(state, b, a) for a in attackers)})

        if _blocks_legal(state, combat.chosen) and (not p.groups or _blocks_obey(state, combat.chosen)
                                                    or _only_one_forbidden(state, "blockers", able())):
            yield Action("done")  # 509.1c: only a declaration obeying the most requirements
        if combat.chosen:
            yield Action("cancel")
    elif p.kind == "damage":
        for amount in damage_shares(state, p.object, p.options, combat.chosen):
            yield Action("damage", (amount,))


def act(state: GameState, action: Action) -> None:
    """Carries out a combat declaration or assignment action."""
    combat = state.combat
    assert combat is not None
    kind = action.kind
    if kind == "attack":
        oid, target = int(action.args[0]), int(action.args[1])
        state.combat = msgspec.structs.replace(combat, chosen=combat.chosen + ((oid, target),))
    elif kind == "block":
        b, a = int(action.args[0]), int(action.args[1])
        state.combat = msgspec.structs.replace(combat, chosen=combat.chosen + ((b, a),))
    elif kind == "cancel":
        state.combat = msgspec.structs.replace(combat, chosen=())  # 733.1: exactly as before the declaration
    elif kind == "done" and combat.stage == "attackers":
        _finish_attacks(state)
    elif kind == "done" and combat.stage == "blockers":
        state.combat = msgspec.structs.replace(combat, blockers=combat.chosen, chosen=())
        state.characteristics_changed()  # 'blocking creatures' (509.1g, 611.3a) now include them
        _finish_blocks(state)
    elif kind == "damage":
        source, recipients = _next_assignment(state)
        chosen = (*combat.chosen, (recipients[len(combat.chosen)], int(action.args[0])))
        if len(chosen) < len(recipients) - 1:
            state.combat = msgspec.structs.replace(combat, chosen=chosen)
            return
        rest = combat_damage_amount(state, source) - sum(n for _, n in chosen)
        state.combat = msgspec.structs.replace(combat, chosen=())
        _record(state, source, (*chosen, (recipients[-1], rest)))  # the last recipient gets the rest
        _continue_damage(state)
    else:
        raise AssertionError(f"no combat action {action}")


def _finish_attacks(state: GameState) -> None:
    """508.1f: the chosen creatures become tapped (unless vigilance, 702.20b); 508.1g-j: optional costs to
    attack are chosen and paid (a procedure then: the player is asked); 508.1k: they attack; 508.1m:
    abilities that trigger on attacking trigger."""

    combat = state.combat
    assert combat is not None
    chosen = tuple(a for a, _ in combat.chosen)
    if any(fn(state, chosen, False) for fn in ATTACK_OPTIONAL_COSTS.fns):
        procedure.run(state, "declare_attackers")
        return
    _declare_attackers(state)


def _declare_attackers(state: GameState) -> None:
    combat = state.combat
    assert combat is not None
    for oid, _ in combat.chosen:
        if "vigilance" not in chars(state, oid).keywords:
            set_tapped(state, oid, True, rules=("508.1f",))
    if procedure.in_procedure():
        for fn in ATTACK_OPTIONAL_COSTS.fns:  # 508.1g-j
            fn(state, tuple(a for a, _ in combat.chosen), True)
    state.combat = msgspec.structs.replace(combat, attackers=combat.chosen, chosen=(), stage="")
    state.characteristics_changed()  # 'attacking creatures' (611.3a) now include them
    for oid, target in combat.chosen:
        state.emit("attacks", ("508.1k",), obj=oid, card=chars(state, oid).name, target=_name(state, target))
    attack_triggers(state, tuple(a for a, _ in combat.chosen))
    for fn in ATTACKERS_DECLARED.now(state):
        fn(state, combat.chosen)


def _finish_blocks(state: GameState) -> None:
    """509.1g-h: blockers block; attackers with blockers become blocked, the rest unblocked."""
    combat = state.combat
    assert combat is not None
    blocked = tuple(sorted({a for _, a in combat.blockers}))
    state.combat = msgspec.structs.replace(combat, blocked=blocked, stage="")
    for b, a in combat.blockers:
        state.emit("blocks", ("509.1g",), obj=b, card=chars(state, b).name, attacker=a)

    block_triggers(state, combat.blockers)


def _only_one_forbidden(state: GameState, stage: str, able: tuple[int, ...]) -> bool:
    """508.1d, 509.1c: requirements count only as far as they can be obeyed without disobeying a restriction;
    with a single creature able to take part and a restriction on it declared alone (506.5), none can be."""
    return len(able) == 1 and any(f(state, stage, ((able[0], 0),)) for f in DECLARATION_FORBIDDEN.fns)


def _full_blockers(state: GameState, chosen: tuple[tuple[int, int], ...]) -> set[int]:
    """509.1a: the chosen blockers that block as many creatures as they can (one, unless an effect lets a
    creature block an additional creature or any number of creatures)."""
    counts: dict[int, int] = {}
    for b, _ in chosen:
        counts[b] = counts.get(b, 0) + 1
    full = set()
    for b, n in counts.items():
        cap = combat_rules.block_capacity(state, b)
        if cap is not None and n >= cap:
            full.add(b)
    return full


def _blocks_legal(state: GameState, chosen: tuple[tuple[int, int], ...]) -> bool:
    """509.1b: 702.111b menace: a creature with menace can't be blocked except by two or more creatures;
    '~ can't be blocked by more than one creature', 'except by three or more creatures' (combat_rules)."""
    if not combat_rules.blocker_limits_obeyed(state, chosen):
        return False
    counts: dict[int, int] = {}
    for _, a in chosen:
        counts[a] = counts.get(a, 0) + 1
    if any(f(state, "blockers", chosen) for f in DECLARATION_FORBIDDEN.fns):  # 509.1b: '~ can't block alone'
        return False
    return all(counts[a] >= 2 for a in counts if "menace" in chars(state, a).keywords)


def _defenders(state: GameState, defender: int) -> list[int]:
    return [b for b in state.zones[BATTLEFIELD] if state.objects[b].controller == defender]


def _blocks_obey(state: GameState, chosen: tuple[tuple[int, int], ...]) -> bool:
    """509.1c: the blocks obey as many requirements as any legal declaration could."""
    combat = state.combat
    assert combat is not None
    attackers = [a for a, _ in combat.attackers if a in state.objects]
    blockers = _defenders(state, defending_player(state))
    return combat_rules.blocks_obey_requirements(state, chosen, blockers, attackers, can_block, _blocks_legal)


def _name(state: GameState, ref: int) -> str:
    return state.players[ref_player(ref)].name if ref < 0 else chars(state, ref).name


# --- combat damage (510) ------------------------------------------------------------------------------------------


def begin_combat_damage(state: GameState) -> bool:
    """510.4: if an attacking or blocking creature has first strike or double strike, this is the first-
    strike damage step, and another combat damage step follows. Returns whether one follows."""
    combat = state.combat
    assert combat is not None
    fighters = _fighters(state)
    strikers = {oid for oid in fighters if {"first strike", "double strike"} & chars(state, oid).keywords}
    if strikers and not combat.first_strike_done:
        dealing = tuple(sorted(strikers))
        second = True
    elif combat.first_strike_done:
        dealing = tuple(sorted(oid for oid in fighters if oid not in combat.struck_first
                               or "double strike" in chars(state, oid).keywords))
        second = False
    else:
        dealing = tuple(sorted(fighters))
        second = False
    state.combat = msgspec.structs.replace(combat, dealing=dealing, assigned=(), stage="damage",
                                           first_strike_done=combat.first_strike_done or second,
                                           regular_done=not second,
                                           struck_first=dealing if second else combat.struck_first)
    _continue_damage(state)
    return second


def _fighters(state: GameState) -> list[int]:
    combat = state.combat
    assert combat is not None
    ids = [a for a, _ in combat.attackers] + [b for b, _ in combat.blockers]
    return [oid for oid in ids if oid in state.objects and state.objects[oid].zone == BATTLEFIELD]


def _recipients(state: GameState, oid: int) -> tuple[int, ...]:
    """510.1b-d: whom a creature's combat damage may go to."""
    combat = state.combat
    assert combat is not None
    attacking = dict(combat.attackers)
    if oid in attacking:
        target = attacking[oid]
        if oid not in combat.blocked:
            return _attacked(state, target)  # 510.1b
        blockers = tuple(b for b, a in combat.blockers if a == oid and b in state.objects)
        keywords = chars(state, oid).keywords
        if "trample" in keywords or (DAMAGE_AS_THOUGH_UNBLOCKED in keywords and blockers):
            # 702.19b, d; 'you may have ~ assign its combat damage as though it weren't blocked': the
            # player or planeswalker it attacks is the last recipient
            return blockers + _attacked(state, target)
        return blockers  # 510.1c
    return tuple(a for b, a in combat.blockers if b == oid and a in state.objects)  # 510.1d


def _attacked(state: GameState, target: int) -> tuple[int, ...]:
    """510.1b: the player, planeswalker or battle an attacking creature attacks, if it is still in combat. 506.4:
    a planeswalker that left the battlefield, stopped being a planeswalker, or whose controller changed is removed
    from combat; 506.4c: the creature attacking it then attacks nothing and deals no combat damage. (A
    planeswalker attacked by the active player's creatures is an opponent's: if the active player controls it
    now, its controller changed.)"""
    if target < 0:
        return (target,)
    obj = state.objects.get(target)
    if obj is None or obj.zone != BATTLEFIELD:
        return ()
    types = chars(state, target).types
    if "Battle" in types:
        return (target,)
    return (target,) if "Planeswalker" in types and obj.controller != state.active else ()


def _needs_choice(state: GameState, oid: int, recipients: tuple[int, ...]) -> bool:
    return combat_damage_amount(state, oid) > 0 and len(recipients) > 1


def combat_damage_amount(state: GameState, oid: int) -> int:
    """510.1a: a creature assigns combat damage equal to its power; 'each creature assigns combat damage equal
    to its toughness rather than its power' (Doran); none with '~ assigns no combat damage this turn'."""
    c = chars(state, oid)
    if ASSIGNS_NO_COMBAT_DAMAGE in c.keywords:
        return 0
    if DAMAGE_BY_TOUGHNESS in c.keywords:
        return max(0, c.toughness or 0)
    return max(0, c.power or 0)


def _next_assignment(state: GameState) -> tuple[int, tuple[int, ...]]:
    combat = state.combat
    assert combat is not None
    done = {s for s, _ in combat.assigned}
    for oid in combat.dealing:
        if oid in done or oid not in state.objects:
            continue
        recipients = _recipients(state, oid)
        if _needs_choice(state, oid, recipients):
            return oid, recipients
    raise AssertionError("no assignment left to choose")


def _record(state: GameState, source: int, split: tuple[tuple[int, int], ...]) -> None:
    combat = state.combat
    assert combat is not None
    state.combat = msgspec.structs.replace(combat, assigned=combat.assigned + ((source, split),))


def _continue_damage(state: GameState) -> None:
    """510.1: assign what needs no choice (active player's creatures first, then the defending player's);
    stop at the first creature whose assignment is a choice; when all are assigned, deal it all (510.2)."""
    combat = state.combat
    assert combat is not None
    done = {s for s, _ in combat.assigned}
    for oid in sorted(combat.dealing, key=lambda o: state.objects[o].controller != state.active
                      if o in state.objects else True):
        if oid in done or oid not in state.objects:
            continue
        recipients = _recipients(state, oid)
        if _needs_choice(state, oid, recipients):
            return
        power = combat_damage_amount(state, oid)
        split = ((recipients[0], power),) if recipients and power > 0 else ()
        _record(state, oid, split)
        combat = state.combat
        assert combat is not None
    # 616.1: the damage may be modified by replacement and prevention effects in an order a player chooses,
    # so it is dealt as a rules procedure (procedure.py) that can stop at that choice.
    procedure.run(state, "combat_damage")


def _deal_all(state: GameState) -> None:
    """510.2: all assigned combat damage is dealt simultaneously."""

    combat = state.combat
    assert combat is not None
    dealt: list[tuple[int, int, int]] = []
    received: dict[int, int] = {}
    for source, split in combat.assigned:
        for recipient, amount in split:
            if amount > 0 and source in state.objects:
                n = deal_damage(state, source, recipient, amount, combat=True)
                if n > 0:  # 510.3a, 615.1a, 702.16e: prevented damage isn't dealt and triggers nothing
                    dealt.append((source, recipient, n))
                received[recipient] = received.get(recipient, 0) + n
    state.combat = msgspec.structs.replace(combat, stage="", assigned=(), dealing=())
    combat_damage_triggers(state, dealt)
    by_source: dict[tuple[int, int], int] = {}
    for source, recipient, n in dealt:  # (whose damage made a player lose life, 120.3a)
        by_source[(source, recipient)] = by_source.get((source, recipient), 0) + n
    damage_triggers(state, {r: n for r, n in received.items() if n > 0}, by_source, combat=True)


def _lethal(state: GameState, source: int, blocker: int) -> int:
    """702.19b: lethal damage counts damage already marked and the damage other creatures are assigning to
    it in this combat damage step; 702.2c: any damage from deathtouch is lethal."""
    combat = state.combat
    others = [(s, n) for s, split in (combat.assigned if combat is not None else ()) if s != source
              for r, n in split if r == blocker and n > 0]
    if combat is not None:  # and the creatures yet to assign that have only this one to assign damage to
        done = {s for s, _ in combat.assigned}
        others += [(o, combat_damage_amount(state, o)) for o in combat.dealing
                   if o != source and o not in done and o in state.objects and _recipients(state, o) == (blocker,)
                   and combat_damage_amount(state, o) > 0]
    if any("deathtouch" in chars(state, s).keywords for s, _ in others if s in state.objects):
        return 0  # (another creature's deathtouch damage is lethal already)
    c = chars(state, blocker)
    left = max(0, (c.toughness or 0) - state.objects[blocker].damage - sum(n for _, n in others))
    if "deathtouch" in chars(state, source).keywords:
        return min(1, left)
    return left


def damage_shares(state: GameState, source: int, recipients: tuple[int, ...],
                  chosen: tuple[tuple[int, int], ...]) -> Iterator[int]:
    """510.1c-d: the damage the next recipient may be assigned, given the shares `chosen` so far; the last
    recipient gets what is left. Trample (702.19b): the defending player or planeswalker, the last
    recipient, gets damage only once each blocker has been assigned lethal damage. At most power + 1
    answers, where listing whole divisions gave C(power + k - 1, k - 1)."""
    power = combat_damage_amount(state, source)
    combat = state.combat
    assert combat is not None
    left = power - sum(n for _, n in chosen)
    trample_target = recipients[-1] if (recipients[-1] < 0 or "Planeswalker" in chars(state, recipients[-1]).types) \
        and "trample" in chars(state, source).keywords and source in dict(combat.attackers) else None
    i = len(chosen)
    attacking = dict(combat.attackers)
    if source in attacking and recipients[-1] == attacking[source] \
            and DAMAGE_AS_THOUGH_UNBLOCKED in chars(state, source).keywords:
        yield from _shares_as_though_unblocked(state, source, recipients, chosen, left, trample_target)
        return
    if trample_target is None or i < len(recipients) - 2:
        yield from range(left + 1)  # a later blocker can still take all that is left
        return
    # the last blocker: anything left after it goes to the player, only if every blocker has lethal
    all_lethal = all(n >= _lethal(state, source, r) for r, n in chosen)
    need = _lethal(state, source, recipients[i])
    for amount in range(left + 1):
        if amount == left or (all_lethal and amount >= need):
            yield amount


def _shares_as_though_unblocked(state: GameState, source: int, recipients: tuple[int, ...],
                                chosen: tuple[tuple[int, int], ...], left: int,
                                trample_target: int | None) -> Iterator[int]:
    """'You may have ~ assign its combat damage as though it weren't blocked': either all of it to the player
    or planeswalker it attacks (510.1b), or among its blockers as 510.1c says (or as trample lets it,
    702.19b). The recipients are its blockers, then what it attacks; the last blocker's share decides."""
    i = len(chosen)
    if i < len(recipients) - 2:
        yield from range(left + 1)
        return
    allowed = {left}  # the blockers take it all (510.1c)
    if not any(n for _, n in chosen):
        allowed.add(0)  # none to the blockers: all of it to what it attacks, as though it weren't blocked
    if trample_target is not None and all(n >= _lethal(state, source, r) for r, n in chosen):
        need = _lethal(state, source, recipients[i])
        allowed.update(range(need, left + 1))  # 702.19b
    yield from sorted(allowed)


def end_combat(state: GameState) -> None:
    """511.3: as the end of combat step ends, all creatures are removed from combat; effects that last 'this
    combat' (Legion Warboss's 'attacks this combat if able', 508.1d) end with it."""
    if any(e.until == END_OF_COMBAT for e in state.effects):
        state.effects = tuple(e for e in state.effects if e.until != END_OF_COMBAT)
        state.characteristics_changed()
    if state.combat is not None:
        had_attackers = bool(state.combat.attackers)
        state.combat = None
        state.characteristics_changed()  # 506.4: no creature is attacking any more
        if had_attackers:
            state.emit("combat_ends", ("511.3",))


def is_attacking(state: GameState, oid: int) -> bool:
    return state.combat is not None and any(a == oid for a, _ in state.combat.attackers)


def is_blocking(state: GameState, oid: int) -> bool:
    return state.combat is not None and any(b == oid for b, _ in state.combat.blockers)


def _register_procedure() -> None:

    procedure.procedure("combat_damage")(_deal_all)
    procedure.procedure("declare_attackers")(_declare_attackers)


_register_procedure()
