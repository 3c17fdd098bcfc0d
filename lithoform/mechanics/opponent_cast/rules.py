"""'If an opponent has cast a blue or black spell this turn', the rules part: read from the cast events of this
turn (601.2i: a spell becomes cast as its casting ends; a copy isn't cast, 707.10). The spell's characteristics
are read now, or as it last existed (608.2h) if it has left the stack."""

from __future__ import annotations

from lithoform.mechanics.opponent_cast.nodes import OpponentCastThisTurn, YouDidntCastThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def opponent_cast_this_turn(state: GameState, cond: OpponentCastThisTurn, ctx: Ctx) -> bool:
    counts: dict[int, int] = {}
    for e in events_this_turn(state):
        who = e.args.get("player")
        if e.kind != "cast" or not isinstance(who, int) or who == ctx.controller:
            continue
        if matches(state, cond.filter, e.args.get("obj", 0), who, ctx.source):
            counts[who] = counts.get(who, 0) + 1
            if counts[who] >= cond.count:
                return True
    return False


def you_didnt_cast_this_turn(state: GameState, cond: YouDidntCastThisTurn, ctx: Ctx) -> bool:
    """'if you didn't cast a spell this turn': no cast event of the controller's this turn matches (601.2i)."""
    return not any(e.kind == "cast" and e.args.get("player") == ctx.controller
                   and matches(state, cond.filter, e.args.get("obj", 0), ctx.controller, ctx.source)
                   for e in events_this_turn(state))


EXTRA_CONDITIONS[OpponentCastThisTurn] = opponent_cast_this_turn
EXTRA_CONDITIONS[YouDidntCastThisTurn] = you_didnt_cast_this_turn
