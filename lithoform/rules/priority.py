"""Priority and the main loop (117, 405, 603.3): the engine runs until someone must decide something.

Before a player would receive priority, state-based actions are checked (704.3) and triggered abilities
are put on the stack in APNAP order (603.3b), and both repeat until neither happens (117.5). When all
players pass in succession, the top of the stack resolves, or the step ends if the stack is empty (117.4).
"""

from __future__ import annotations

import os

import msgspec

from lithoform.rules.combat.steps import pending as combat_pending
from lithoform.rules.continuous.characteristics import sync_control
from lithoform.rules.hooks import TURN_ENDING
from lithoform.rules.resolve import resolve_top
from lithoform.rules.sba import check_state_based_actions
from lithoform.rules.stack import announce
from lithoform.rules.stack.during_resolution import begin_resolution_cast
from lithoform.rules.stack.targets import targets_possible
from lithoform.rules.triggers.matching import state_triggers
from lithoform.rules.turn.steps import end_step_and_begin_next
from lithoform.state.decisions import Pending
from lithoform.state.model import STACK, GameState, Question, StackAbility, Waiting


def run(state: GameState) -> None:
    """Advances the game to the next decision."""
    while not state.game_over:
        if state.question is not None:
            return
        if state.announcing:
            if _announcement_waits(state):
                return
            continue
        if state.links and begin_resolution_cast(state):  # 608.2g: a spell cast during a resolution
            continue
        if state.combat is not None and state.combat.stage:
            return  # a declaration or damage assignment is open (508.1, 509.1, 510.1)
        if state.priority < 0 and state.step == "untap":
            end_step_and_begin_next(state)  # 502.4: no player receives priority in the untap step
            continue
        if state.sba_dirty:
            sync_control(state)
            check_state_based_actions(state)
            if _stopped(state):
                continue
            state_triggers(state)  # 603.8
            state.sba_dirty = False
        if state.ending_turn:
            for fn in TURN_ENDING.fns:  # 724.1d: after 724.1c's state-based actions, before any trigger
                fn(state)
            continue
        if state.waiting:
            put_triggers_on_stack(state)
            continue
        if state.priority >= 0:
            return
        if state.step == "cleanup" and state.cleanup_mark >= 0:
            if state.log_len > state.cleanup_mark:
                # 514.3a: state-based actions or triggers happened: the active player gets priority, and
                # another cleanup step follows once all pass with an empty stack.
                state.cleanup_mark = -2
                state.priority = state.active
                continue
        end_step_and_begin_next(state)


def _stopped(state: GameState) -> bool:
    """Whether a question was asked or the game ended (704.3's actions can do either). A function rather than
    the test written out in `run`: mypy keeps `state.question` narrowed to None there from the loop's first
    line across the calls between, and the compiled build (issue 13) checks that narrowed type at run time."""
    return state.question is not None or state.game_over


def _announcement_waits(state: GameState) -> bool:
    """Whether the object being announced needs a decision; completes the announcement otherwise."""
    obj = state.objects[state.announcing]
    if _is_trigger(obj) and obj.choices is not None and obj.choices.modes == () and announce.spec_of(
            state, obj.id).modes:
        _remove_trigger(state, obj, "603.3c")  # 'choose up to one' with none chosen: no mode, no ability
        return False
    p = announcement_pending(state)
    if p is None:
        announce.finish(state)
        return False
    if p.kind == "mode" and _is_trigger(obj) and _modes_possible(state, obj, p) < p.min:
        # 603.3c: a mode without legal targets can't be chosen; with no mode chosen the ability is removed.
        _remove_trigger(state, obj, "603.3c")
        return False
    if p.kind == "target" and not p.options and _is_trigger(obj):
        chosen = obj.choices.targets[p.slot] if p.slot < len(obj.choices.targets) else ()
        if len(chosen) < p.min:
            # 603.3d: a triggered ability with no legal targets is removed from the stack.
            _remove_trigger(state, obj, "603.3d")
            return False
    return True


def _modes_possible(state: GameState, obj: StackAbility, p: Pending) -> int:
    spec = announce.spec_of(state, obj.id)
    return sum(1 for k in p.options if targets_possible(state, p.player, spec.modes[k - 1].targets, obj.source))


def _remove_trigger(state: GameState, obj: StackAbility, rule: str) -> None:
    state.emit("trigger_removed", (rule,), obj=obj.id, card=obj.source_name)
    state.zones[STACK] = tuple(i for i in state.zones[STACK] if i != obj.id)
    state.del_obj(obj.id)
    state.announcing = 0
    state.sba_dirty = True  # 714.4: a Saga waiting on this chapter ability is sacrificed now (704.5s)


def _is_trigger(obj: object) -> bool:
    return isinstance(obj, StackAbility) and obj.kind == "triggered"


def put_triggers_on_stack(state: GameState) -> None:
    """603.3b: the active player puts all their triggered abilities on the stack in any order they choose,
    then each other player in turn order (APNAP). The order is chosen one ability at a time (GUIDE principle
    12: never a list of every permutation): which of the abilities not yet placed goes on the stack next."""
    n = len(state.players)
    for k in range(n):
        player = (state.active + k) % n
        mine = [w for w in state.waiting if w.controller == player]
        if not mine:
            continue
        unplaced = [w for w in mine if not w.ordered]
        if len(unplaced) > 1 and _distinct(unplaced):
            state.question = Question(player, "order", "choose the triggered ability to put on the stack next "
                                      "(603.3b)", tuple(range(1, len(unplaced) + 1)), 1, 1)
            state.proc = "order"
            return
        first = mine[0]
        rest = list(state.waiting)
        rest.remove(first)
        state.waiting = tuple(rest)
        announce.begin_trigger(state, first)
        return


def _distinct(waiting: list) -> bool:
    """Ordering only matters when the abilities are not all the same ability of the same source."""
    first = waiting[0]
    return any(w.ability != first.ability or w.source != first.source for w in waiting[1:])


def unplaced_triggers(state: GameState, player: int) -> list[Waiting]:
    """The player's waiting triggered abilities whose place in the order is not chosen yet; an 'order N'
    answer picks the Nth of them (1-based)."""
    return [w for w in state.waiting if w.controller == player and not w.ordered]


def order_triggers(state: GameState, order: tuple[int, ...]) -> None:
    """603.3b: applies an 'order N' answer: the Nth unplaced ability goes on the stack after those already
    placed (and before the rest); when one is left, its place is the last."""
    q = state.question
    assert q is not None and len(order) == 1
    player = q.player
    mine = [w for w in state.waiting if w.controller == player]
    placed = [w for w in mine if w.ordered]
    unplaced = [w for w in mine if not w.ordered]
    picked = unplaced.pop(order[0] - 1)
    placed.append(msgspec.structs.replace(picked, ordered=True))
    if len(unplaced) == 1:
        placed.append(msgspec.structs.replace(unplaced.pop(), ordered=True))
    others = [w for w in state.waiting if w.controller != player]
    state.waiting = tuple(placed + unplaced + others)
    state.question = None
    state.proc = ""
    state.emit("order_triggers", ("603.3b",), player=player, order=order[0], source=picked.source,
               abilities=[f"{picked.source_name}'s ability"])  # the one chosen to go on the stack next


def pass_priority(state: GameState) -> None:
    """117.3d: the player passes; 117.4: if all players pass in succession, the top object resolves, or the
    step ends when the stack is empty."""
    state.passes += 1
    living = [p.index for p in state.players if not p.lost]
    if state.passes < len(living):
        nxt = (state.priority + 1) % len(state.players)
        while state.players[nxt].lost:
            nxt = (nxt + 1) % len(state.players)
        state.priority = nxt
        return
    state.passes = 0
    if state.zones[STACK]:
        state.priority = -1
        resolve_top(state)
        return
    state.priority = -1


def pending(state: GameState) -> Pending:
    """Who must decide what now."""
    if state.game_over:
        return Pending(-1, "game_over", "the game is over")
    q = state.question
    if q is not None:
        return Pending(q.player, q.kind, q.prompt, q.options, q.min, q.max, groups=q.groups, sizes=q.sizes,
                       labels=q.labels, purpose=q.purpose, slot=q.slot, picked=q.picked)
    if state.announcing:
        p = announcement_pending(state)
        assert p is not None
        return p
    if state.combat is not None and state.combat.stage:

        cp = _combat_pending(state)
        assert cp is not None
        return cp
    key = (state.priority, state.step, state.turn)
    hit = _PRIORITY_PENDING.get(key)
    if hit is None:  # (an immutable value: one per player, step and turn, not one per call)
        if len(_PRIORITY_PENDING) >= 4096:
            _PRIORITY_PENDING.clear()
        hit = _PRIORITY_PENDING[key] = Pending(state.priority, "priority", f"{state.step}, turn {state.turn}")
    return hit


_PRIORITY_PENDING: dict[tuple[int, str, int], Pending] = {}


def announcement_pending(state: GameState) -> Pending | None:
    """announce.pending's answer, kept until the announced object or anything else changes (issue 13: the
    pending decision is asked for about five times per action, and an announcement's is worked out from its
    specification, costs and targets). Kept by the object, the state's version and the log's length as they
    are after the call: announce.pending takes the steps that need no decision itself (601.2f-h), which
    change them, and asked again with nothing changed it gives the same answer. CHECK (env
    LITHOFORM_CHECK_LEGAL=1, on in the tests) compares each reuse with a fresh answer."""
    memo = state.memo
    hit = memo.get(_ANNOUNCED)
    if hit is not None and hit[0] == state.announcing and hit[1] == state.version and hit[2] == state.log_len:
        if CHECK:
            fresh = announce.pending(state)
            if fresh != hit[3]:
                raise StalePendingError(f"a kept announcement decision differs from a fresh one: kept {hit[3]}, "
                                        f"fresh {fresh}")
        return hit[3]
    p = announce.pending(state)
    if len(memo) > 64:
        memo.clear()
    memo[_ANNOUNCED] = (state.announcing, state.version, state.log_len, p)
    return p


def _combat_pending(state: GameState) -> Pending | None:
    """The combat declaration's or assignment's pending decision (508.1, 509.1, 510.1), kept as
    announcement_pending keeps its own: by the combat record (replaced at every declaration step), the
    continuous effects, the state's version and the log's length (issue 13: asked about four times per
    action, and it asks every creature whether it can attack or block). CHECK compares each reuse with a
    fresh answer."""
    memo = state.memo
    hit = memo.get(_COMBAT_PENDING)
    if hit is not None and hit[0] is state.combat and hit[1] == state.version and hit[2] == state.log_len \
            and hit[3] is state.effects:
        if CHECK:
            fresh = combat_pending(state)
            if fresh != hit[4]:
                raise StalePendingError(f"a kept combat decision differs from a fresh one: kept {hit[4]}, "
                                        f"fresh {fresh}")
        return hit[4]
    p = combat_pending(state)
    if len(memo) > 64:
        memo.clear()
    memo[_COMBAT_PENDING] = (state.combat, state.version, state.log_len, state.effects, p)
    return p


_COMBAT_PENDING = ("combat pending",)
_ANNOUNCED = ("announcement pending",)
CHECK = os.environ.get("LITHOFORM_CHECK_LEGAL", "") not in ("", "0")


class StalePendingError(Exception):
    """A kept announcement decision differs from a fresh one: announce.pending read something that changed
    without the version or the log (a bug in the cache, never in the game)."""


def set_life(state: GameState, player: int, life: int) -> None:
    state.set_player(msgspec.structs.replace(state.players[player], life=life))
