"""Raid, the rules part (508.1, 508.4): 'you attacked this turn' holds when its controller declared at least
one attacking creature this turn. Only the active player declares attackers (508.1), so it is the
controller's turn and the turn's log has an 'attacks' event (508.1k). A creature put onto the battlefield
attacking wasn't declared as an attacker (508.4) and has no such event."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.raid.nodes import YouAttackedThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def attacked_this_turn(state: GameState, player: int) -> bool:
    """508.1: whether `player` declared attackers this turn."""
    return state.active == player and any(e.kind == "attacks" for e in events_this_turn(state))


def _holds(state: GameState, cond: YouAttackedThisTurn, ctx: Ctx) -> bool:
    return attacked_this_turn(state, ctx.controller)


def _holds_static(state: GameState, cond: YouAttackedThisTurn, source: int, controller: int,
                  work: Mapping[int, Any]) -> bool:
    return attacked_this_turn(state, controller)


EXTRA_CONDITIONS[YouAttackedThisTurn] = _holds
EXTRA_STATIC_CONDITIONS[YouAttackedThisTurn] = _holds_static
