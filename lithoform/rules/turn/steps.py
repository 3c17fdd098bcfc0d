"""Turn structure (500-514): steps in order, turn-based actions as each begins, mana emptying between
steps (106.4), and the cleanup step (514)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import KeepManaType
from lithoform.rules.combat import steps as combat_steps
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import (
    DRAW_REPLACED,
    MAX_HAND_SIZE_CHANGES,
    NO_MAXIMUM_HAND_SIZE,
    STEP_SKIPPED,
    STEP_TURN_BASED_ACTIONS,
    TURN_SKIP_OFFERS,
    TURN_SKIP_TAKEN,
)
from lithoform.rules.triggers.matching import step_triggers
from lithoform.rules.turn.extra_phases import pop_next_phase
from lithoform.rules.turn.extra_turns import next_turn_player
from lithoform.rules.turn.untap import untap_step
from lithoform.rules.zones import discard, draw
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, HAND, ContinuousEffect, GameState, Obj, Question, zone_key

STEPS = (
    "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
    "combat_damage", "end_of_combat", "main2", "end", "cleanup",
)
PHASE_OF = {
    "untap": "beginning", "upkeep": "beginning", "draw": "beginning", "main1": "precombat_main",
    "beginning_of_combat": "combat", "declare_attackers": "combat", "declare_blockers": "combat",
    "combat_damage": "combat", "end_of_combat": "combat", "main2": "postcombat_main", "end": "ending",
    "cleanup": "ending",
}
YOUR_NEXT_TURN = "end_of_your_next_turn"  # a ContinuousEffect duration: 'until the end of your next turn'
UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"  # 'until your next turn' (611.2b): ends as that turn begins
MAIN_PHASES = frozenset({"main1", "main2"})
_NEXT = {s: STEPS[i + 1] for i, s in enumerate(STEPS[:-1])}
STEP_RULE = {
    "untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "beginning_of_combat": "507",
    "declare_attackers": "508", "declare_blockers": "509", "combat_damage": "510", "end_of_combat": "511",
    "main2": "505", "end": "513", "cleanup": "514",
}


def empty_mana_pools(state: GameState) -> None:
    """106.4: unused mana empties from each player's mana pool at the end of each step and phase."""
    for p in state.players:
        if p.pool:
            kept = _kept_types(state, p.index)
            # 500.4, 514.2: mana kept until end of turn stays through the turn's steps but its cleanup step
            now = state.turn if state.step != "cleanup" else -1
            pool = tuple(m for m in p.pool if m.type in kept or m.kept == now)
            state.set_player(msgspec.structs.replace(p, pool=pool))
            if len(pool) < len(p.pool):  # mana kept (Leyline Tyrant) doesn't empty
                state.emit("mana_empties", ("106.4",), player=p.index, kept=len(pool))


def _kept_types(state: GameState, player: int) -> frozenset[str]:
    """Leyline Tyrant: 'You don't lose unspent red mana as steps and phases end.'"""
    kept: set[str] = set()
    for oid, ability in battlefield_abilities(state, KeepManaType):  # (the battlefield's index: usually none)
        if state.objects[oid].controller == player:
            kept.update(ability.types)
    return frozenset(kept)


def end_step_and_begin_next(state: GameState) -> None:
    """500.2: a step ends when all players pass with an empty stack; the next one begins."""
    empty_mana_pools(state)
    if state.step == "cleanup" and state.cleanup_mark == -2:
        begin_step(state, "cleanup")  # 514.3a: another cleanup step
        return
    nxt = _NEXT.get(state.step)
    combat = state.combat
    if state.step == "declare_attackers" and (combat is None or not combat.attackers):
        nxt = "end_of_combat"  # 508.8: no attackers were declared: skip blockers and damage
    if state.step == "combat_damage" and combat is not None and combat.first_strike_done \
            and not combat.regular_done:
        nxt = "combat_damage"  # 510.4: the second combat damage step
    if state.step == "end_of_combat":
        combat_steps.end_combat(state)  # 511.3
    # (none come after the ending phase: one left by a turn that ended early, 724.1, goes with the turn)
    if state.extra_phases and PHASE_OF[state.step] != "ending" and (nxt is None or PHASE_OF[nxt] != PHASE_OF[state.step]):
        first, normal = pop_next_phase(state)  # 500.8: the phase ends; an additional one comes next
        nxt = _NEXT.get(first) if normal else first
    if nxt is None:
        begin_turn(state)
        return
    if nxt == "beginning_of_combat" and _skipped(state, state.active, "combat"):
        state.step = "end_of_combat"  # 614.10: the whole combat phase is skipped; the second main phase follows
        end_step_and_begin_next(state)
        return
    if _skipped(state, state.active, nxt):
        # 614.10: the step is skipped; anything scheduled for it waits for the next one that happens
        state.step = nxt
        end_step_and_begin_next(state)
        return
    begin_step(state, nxt)


def _skipped(state: GameState, player: int, what: str) -> bool:
    """614.1b, 614.10: whether `player`'s next `what` (a step, "combat" for the combat phase, or "turn") is
    skipped, using up the skip that says so."""
    if not state.skips or (player, what) not in state.skips:
        fns = STEP_SKIPPED.now(state) if what in STEPS else ()  # (usually none)
        if fns and any(fn(state, player, what) for fn in fns):
            state.emit("skip", ("614.1b", "614.10"), player=player, step=what)  # a static ability: nothing used up
            return True
        return False
    skips = list(state.skips)
    skips.remove((player, what))
    state.skips = tuple(skips)
    if what in _WHOLE:  # a phase or a turn, not a step
        state.emit("skip_next", ("614.1b", "614.10"), player=player, skipped=_WHOLE[what])
    else:
        state.emit("skip", ("614.1b", "614.10"), player=player, step=what)
    return True


_WHOLE = {"combat": "combat phase", "turn": "turn"}


def _skip_offered_and_taken(state: GameState, player: int) -> bool:
    """614.1b, 614.10: 'If you would begin your turn while ~ is tapped, you may skip that turn instead.': the
    player whose turn would begin chooses whether to apply one of the replacement effects that offer it (616.1);
    if one is applied the turn is skipped and what its 'If you do' says happens (TURN_SKIP_TAKEN)."""
    fns = TURN_SKIP_OFFERS.now(state)
    offers = tuple(oid for fn in fns for oid in fn(state, player))
    if not offers:
        return False
    chosen = procedure.ask(Question(player, "choose", "skip this turn? choose the permanent to skip it with "
                                    "(614.10), or none", offers, 0, 1))
    if not chosen:
        return False
    state.emit("skip_next", ("614.1b", "614.10"), player=player, skipped="turn")
    for fn in TURN_SKIP_TAKEN.now(state):
        fn(state, chosen[0])
    return True


def begin_turn(state: GameState) -> None:
    """500.1: turns alternate; 305.2: each player may play one land per turn. With an optional skip of the
    turn in the game (TURN_SKIP_OFFERS: Time Vault), the turn begins as a procedure that may ask (614.10)."""
    if TURN_SKIP_OFFERS.now(state) and not procedure.in_procedure():
        procedure.run(state, "begin_turn")
        return
    _begin_turn(state)


@procedure.procedure("begin_turn")
def _begin_turn(state: GameState) -> None:
    state.turn += 1
    state.extra_phases = ()  # 500.8: added phases belong to their turn (one that ended early, 724.1, left them)
    player = next_turn_player(state)  # 500.7: an extra turn comes first
    # 614.10: a skipped turn doesn't happen; the next player's begins
    while _skipped(state, player, "turn") or _skip_offered_and_taken(state, player):
        state.active = player
        player = next_turn_player(state)
    state.active = player
    players = []
    for p in state.players:
        changes: dict[str, object] = {"lands_played": 0}
        if p.index == state.active:
            changes["turn_began"] = state.turn
        players.append(msgspec.structs.replace(p, **changes))
    state.players = tuple(players)
    if any(e.until == UNTIL_YOUR_NEXT_TURN and e.controller == state.active for e in state.effects):
        # 611.2b: 'until your next turn' effects of the player whose turn begins end now
        state.effects = tuple(e for e in state.effects
                              if not (e.until == UNTIL_YOUR_NEXT_TURN and e.controller == state.active))
    if any(r.until == UNTIL_YOUR_NEXT_TURN and r.controller == state.active for r in state.replacements):
        # 611.2b: and its 'until your next turn' replacement and prevention effects (Gideon of the Trials)
        state.replacements = tuple(r for r in state.replacements
                                   if not (r.until == UNTIL_YOUR_NEXT_TURN and r.controller == state.active))
    if any(d.lasts == UNTIL_YOUR_NEXT_TURN and d.controller == state.active for d in state.delayed):
        # 611.2b: so do its 'until your next turn, whenever ...' delayed triggers (603.7)
        state.delayed = tuple(d for d in state.delayed
                              if not (d.lasts == UNTIL_YOUR_NEXT_TURN and d.controller == state.active))
    state.characteristics_changed()  # 611.3a: 'as long as' conditions of a turn ('this turn') start afresh
    state.emit("turn", ("500.1",), turn=state.turn, player=state.active)
    if _skipped(state, state.active, "untap"):  # 614.10: nothing untaps (502.3 doesn't happen)
        state.step = "untap"
        end_step_and_begin_next(state)
        return
    begin_step(state, "untap")


def begin_step(state: GameState, step: str) -> None:
    """Turn-based actions as the step begins (117.2c), then 'at the beginning of' triggers, then the active
    player gets priority (117.3a) except in the untap step (502.4) and cleanup (514.3)."""
    state.step = step
    state.passes = 0
    state.priority = -1
    state.cleanup_mark = -1
    second = step == "combat_damage" and state.combat is not None and state.combat.first_strike_done
    state.emit("step", ("510.4",) if second else (STEP_RULE[step],), step=step, turn=state.turn)  # 510.4
    if step == "untap":
        _untap_step(state)
        state.step = "untap"
        return  # no priority: the loop moves on to upkeep (502.4)
    if step == "draw" and not (state.turn == 1 and state.active == state.first_player):
        # (not gated: a draw may ask a question by other hooks too, a miracle's reveal, 702.94a)
        if DRAW_REPLACED.fns:  # 614.11: replacing the draw may ask the player (dredge, 702.52a): a procedure
            procedure.run(state, "draw_step")
            return
        draw(state, state.active)  # 504.1
    elif step == "draw":
        state.emit("skip_draw", ("103.8a",), player=state.active)
    if step == "cleanup":
        step_triggers(state)  # 514.3a: 'at the beginning of the next cleanup step' abilities trigger
        begin_cleanup(state)
        return
    if step in ("declare_attackers", "declare_blockers", "combat_damage"):
        if step == "declare_attackers":
            combat_steps.begin_declare_attackers(state)  # 508.1
        elif step == "declare_blockers":
            combat_steps.begin_declare_blockers(state)  # 509.1
        else:
            combat_steps.begin_combat_damage(state)  # 510.1-510.2
    _step_goes_on(state, step)


def _step_goes_on(state: GameState, step: str) -> None:
    """After the step's own turn-based actions: the others (505.4), 'at the beginning of' triggers, priority."""
    for turn_based in STEP_TURN_BASED_ACTIONS.now(state):  # 505.4: lore counters on Sagas (714.3c)
        turn_based(state, step)
    step_triggers(state)
    state.priority = state.active


@procedure.procedure("draw_step")
def _draw_step(state: GameState) -> None:
    """504.1: the active player draws a card, a draw a replacement effect may ask them about (dredge, 702.52a);
    run again from its start with the answers given (state/procedure.py), then the step goes on."""
    draw(state, state.active)
    _step_goes_on(state, "draw")


def _untap_step(state: GameState) -> None:
    """502.1: phasing, then 502.3: the active player untaps their permanents (untap.py)."""
    untap_step(state)


def begin_cleanup(state: GameState) -> None:
    """514.1: the active player discards down to their maximum hand size (a choice)."""
    hand = state.zones[zone_key(HAND, state.active)]
    excess = len(hand) - state.players[state.active].max_hand_size
    for change in MAX_HAND_SIZE_CHANGES.fns:  # 402.2: static abilities that raise or lower it
        excess -= change(state, state.active)
    if excess > 0 and any(fn(state, state.active) for fn in NO_MAXIMUM_HAND_SIZE):  # 402.2
        excess = 0
    if excess > 0:
        state.question = Question(state.active, "choose", f"discard {excess} card(s) to hand size", hand,
                                  excess, excess, purpose="hand_size_discard")
        state.proc = "cleanup"
        return
    finish_cleanup(state)


def cleanup_discard(state: GameState, chosen: tuple[int, ...]) -> None:
    state.question = None
    state.proc = ""
    state.answers = ()
    for oid in chosen:
        discard(state, oid)
    state.emit("cleanup_discard", ("514.1",), player=state.active, count=len(chosen))
    finish_cleanup(state)


def _next_turn_over(state: GameState, e: ContinuousEffect) -> bool:
    """514.2, 611.2a: an effect 'until the end of your next turn' ends in the cleanup step of a turn of its
    controller after the one it began in."""
    return e.until == YOUR_NEXT_TURN and state.active == e.controller and state.turn > e.began


def finish_cleanup(state: GameState) -> None:
    """514.2: damage is removed and 'until end of turn' effects end, simultaneously. 514.3: no player gets
    priority unless state-based actions or triggers happen (see priority.py)."""
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and (obj.damage or obj.deathtouched):
            state.set_obj(msgspec.structs.replace(obj, damage=0, deathtouched=False))
    if state.effects:
        # ('this combat' effects end with the combat, 511.3; any left from a combat that never ended end here)
        state.effects = tuple(e for e in state.effects if e.until not in ("end_of_turn", "end_of_combat")
                              and not _next_turn_over(state, e))
        state.characteristics_changed()
    state.shields = ()  # 'this turn' shields end (615.7)
    if state.replacements:  # 'this turn' replacement and prevention effects end (514.2); 'until your next turn'
        # ones last on (611.2b: begin_turn ends them)
        state.replacements = tuple(r for r in state.replacements if r.until == UNTIL_YOUR_NEXT_TURN)
    if any(d.trigger is not None and not d.lasts for d in state.delayed):  # 603.7: 'whenever ... this turn' ends
        state.delayed = tuple(d for d in state.delayed if d.trigger is None or d.lasts)
    state.emit("cleanup", ("514.2",), turn=state.turn)
    state.cleanup_mark = state.log_len  # 514.3: the main loop gives priority only if something happens now
