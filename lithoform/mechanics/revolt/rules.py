"""Revolt's condition, the rules part: read from this turn's zone changes (the log since the turn began,
500.1); the permanent's controller is the one it had as it left (its last known information, 608.2h)."""

from __future__ import annotations

from lithoform.mechanics.revolt.nodes import PermanentLeftThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def permanent_left_this_turn(state: GameState, cond: PermanentLeftThisTurn, ctx: Ctx) -> bool:
    for e in events_this_turn(state):
        if e.kind == "zone_change" and e.args.get("src") == BATTLEFIELD and e.args.get("dst") != BATTLEFIELD:
            old = state.lki.get(e.args.get("old"))
            if isinstance(old, Obj) and old.controller == ctx.controller:
                return True
    return False


EXTRA_CONDITIONS[PermanentLeftThisTurn] = permanent_left_this_turn
