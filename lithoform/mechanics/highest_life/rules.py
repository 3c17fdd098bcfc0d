"""The highest or lowest life total among players, the rules part (119.1, 107.1).

Counted as an effect resolves (608.2h) and whenever the layers count a static ability's amount (611.3a),
among the players still in the game (800.4a). A life total can be negative (119.6, 107.1b), and so can the
result: a game always has a player, so the amount is always defined."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.highest_life.nodes import LifeTotalAmong
from lithoform.rules.context import EXTRA_AMOUNTS
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.state.model import GameState


def life_total_among(state: GameState, value: LifeTotalAmong) -> int:
    """119.1, 800.4a: the highest (or lowest) life total of the players still in the game."""
    totals = [p.life for p in state.players if not p.lost] or [p.life for p in state.players]
    return max(totals) if value.highest else min(totals)


def _static_life_total_among(state: GameState, value: LifeTotalAmong, source: int, controller: int,
                             work: Mapping[int, Any] | None) -> int:
    """611.3a: counted whenever the characteristics are."""
    return life_total_among(state, value)


EXTRA_AMOUNTS[LifeTotalAmong] = lambda ctx, v: life_total_among(ctx.state, v)
EXTRA_STATIC_AMOUNTS[LifeTotalAmong] = _static_life_total_among
