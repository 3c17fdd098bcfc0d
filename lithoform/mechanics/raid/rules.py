"""Raid, the rules part (207.2c, 508.1k): 'if you attacked this turn' holds when the ability's controller
declared one or more creatures as attackers this turn (each 'attacks' event of the turn is a creature
declared by the active player, 508.1a; a creature put onto the battlefield attacking wasn't declared, 508.4);
'with two or more creatures' counts them. Read by abilities (603.4) and by statics' 'as long as' (611.3a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.raid.nodes import YouAttackedThisTurn, YouDidntAttackThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def attacked_this_turn(state: GameState, controller: int) -> int:
    """How many creatures `controller` declared as attackers this turn (only the active player attacks)."""
    if state.active != controller:
        return 0
    return sum(1 for e in events_this_turn(state) if e.kind == "attacks")


def _holds(state: GameState, cond: YouAttackedThisTurn, ctx: Any) -> bool:
    return attacked_this_turn(state, ctx.controller) >= cond.count


def _holds_static(state: GameState, cond: YouAttackedThisTurn, source: int, controller: int,
                  work: Mapping[int, Any]) -> bool:
    return attacked_this_turn(state, controller) >= cond.count


EXTRA_CONDITIONS[YouAttackedThisTurn] = _holds
EXTRA_STATIC_CONDITIONS[YouAttackedThisTurn] = _holds_static


def _holds_not(state: GameState, cond: YouDidntAttackThisTurn, ctx: Any) -> bool:
    """'if you didn't attack with a creature this turn' (508.1): checked as it triggers and resolves (603.4)."""
    return attacked_this_turn(state, ctx.controller) == 0


EXTRA_CONDITIONS[YouDidntAttackThisTurn] = _holds_not
