"""'During an opponent's turn' (102.3, 500): the active player is an opponent of the ability's controller."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.opponents_turn.nodes import OpponentsTurn
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.state.model import GameState


def opponents_turn(state: GameState, cond: OpponentsTurn, ctx: Any) -> bool:
    """102.3: in a two-player game every other player is an opponent."""
    return state.active != ctx.controller


EXTRA_CONDITIONS[OpponentsTurn] = opponents_turn
