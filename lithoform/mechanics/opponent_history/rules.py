"""What an opponent did this turn, the rules part (500.1: read from the events since the turn began).

The Traps' conditions: one opponent (102.3) had at least N cards put into their graveyard from anywhere (a
graveyard is its owner's, 404.2; a token isn't a card, 108.2, 111.1), searched their library (701.23: a search
happens even when nothing is found), drew N or more cards (121.1), or gained life (119.3; 119.10: a gain of 0 isn't
one)."""

from __future__ import annotations

from lithoform.mechanics.opponent_history.nodes import OpponentDidThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.history import events_this_turn
from lithoform.state.model import GRAVEYARD, Event, GameState


def _is_card_to_graveyard(state: GameState, e: Event) -> bool:
    if e.args.get("dst") != GRAVEYARD:
        return False
    obj = state.known(e.args.get("new", 0))
    return obj is not None and not obj.token and not obj.copy


def _counts(state: GameState, e: Event, kind: str) -> bool:
    if kind == "graveyard":
        return e.kind == "zone_change" and _is_card_to_graveyard(state, e)
    if kind == "search":
        return e.kind == "search"
    if kind == "draw":
        return e.kind == "draw"
    if kind == "life_gain":
        return e.kind == "life" and e.args.get("amount", 0) > 0
    return False


def opponent_did_this_turn(state: GameState, cond: OpponentDidThisTurn, ctx: Ctx) -> bool:
    """500.1, 102.3: some one opponent of the controller did the thing `cond.count` times or more this turn."""
    counts: dict[int, int] = {}
    for e in events_this_turn(state):
        who = e.args.get("player")
        if not isinstance(who, int) or who == ctx.controller or not _counts(state, e, cond.event):
            continue
        counts[who] = counts.get(who, 0) + 1
        if counts[who] >= cond.count:
            return True
    return False


EXTRA_CONDITIONS[OpponentDidThisTurn] = opponent_did_this_turn
