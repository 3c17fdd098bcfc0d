"""Alternative costs in general (118.9): 'You may pay 1 life and exile a blue card from your hand rather than
pay this spell's mana cost.' The announcement offers the alternative (601.2b) when its condition holds and
its parts can be paid (rules/legal.py `alternative_offered`); its parts are paid with the rest of the cost
(601.2h: cards exiled from the hand, permanents returned to their owners' hands, life). The mana value is
the mana cost's (118.9c, 202.3). This module reads the conditions the text part adds ('If it's not your
turn')."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.alternative_costs.nodes import NotYourTurn
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.state.model import GameState


def _not_your_turn(state: GameState, c: NotYourTurn, ctx: Any) -> bool:
    """500: it isn't the controller's turn when another player is the active player."""
    return state.active != ctx.controller


EXTRA_CONDITIONS[NotYourTurn] = _not_your_turn


def _not_your_turn_static(state: GameState, c: NotYourTurn, source: int, controller: int, work: Any) -> bool:
    """611.3a, 500: "as long as it's not your turn" (Mesa Lynx), read as the layers are applied; the
    characteristics are computed again as each turn begins (like 'as long as it's your turn')."""
    return state.active != controller


EXTRA_STATIC_CONDITIONS[NotYourTurn] = _not_your_turn_static
