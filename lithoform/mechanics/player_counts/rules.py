"""Conditions on a player's numbers, the rules part: 'you have N or more life' (119.1) and 'you have N or
more cards in hand' (402.1), read as an ability resolves (608.2c, 603.4) and continuously by static
abilities (611.3a). A life total isn't a characteristic: the state clears the characteristics cache when
one changes (model.set_player), so 'as long as you have 30 or more life' is read again."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.nodes.conditions import LifeAboveStart
from lithoform.mechanics.player_counts.nodes import HandAtLeast, LifeAtLeast
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.oracle import STARTING_LIFE
from lithoform.state.model import HAND, GameState, zone_key


def _holds_for(state: GameState, cond: Any, controller: int) -> bool:
    if isinstance(cond, LifeAtLeast):
        return state.players[controller].life >= cond.amount  # 119.1
    return len(state.zones[zone_key(HAND, controller)]) >= cond.count  # 402.1


def _holds(state: GameState, cond: Any, ctx: Ctx) -> bool:
    return _holds_for(state, cond, ctx.controller)


def _holds_static(state: GameState, cond: Any, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    return _holds_for(state, cond, controller)


def _above_start_static(state: GameState, cond: LifeAboveStart, source: int, controller: int,
                        work: Mapping[int, Any]) -> bool:
    """'as long as you have at least 7 life more than your starting life total' (Righteous Valkyrie; 103.4,
    611.3a): read as the layers apply, as the resolving form reads it (rules/effects/oracle)."""
    return state.players[controller].life >= STARTING_LIFE + cond.amount


EXTRA_STATIC_CONDITIONS[LifeAboveStart] = _above_start_static

for _kind in (LifeAtLeast, HandAtLeast):
    EXTRA_CONDITIONS[_kind] = _holds
    EXTRA_STATIC_CONDITIONS[_kind] = _holds_static
