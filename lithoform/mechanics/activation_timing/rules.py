"""Activation timing restrictions, the rules part (602.5b, 500, 508).

'Activate only during your upkeep.' and the like restrict when the ability may be activated (602.5b): the
condition is checked as the player would activate it (the legal actions ask it)."""

from __future__ import annotations

from lithoform.mechanics.activation_timing.nodes import DuringYourTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.hooks import STEP_READERS
from lithoform.state.model import GameState

# the steps before the declare attackers step (500.1, 505, 506)
_BEFORE_ATTACKERS = frozenset({"untap", "upkeep", "draw", "main1", "beginning_of_combat"})


def during_your_turn(state: GameState, cond: DuringYourTurn, ctx: Ctx) -> bool:
    """602.5b: its controller's turn, in the step the restriction names or before attackers are declared."""
    if state.active != ctx.controller:
        return False
    if cond.step and state.step != cond.step:
        return False
    return not cond.before_attackers or state.step in _BEFORE_ATTACKERS


EXTRA_CONDITIONS[DuringYourTurn] = during_your_turn
STEP_READERS.register(during_your_turn, needs=("DuringYourTurn",))  # (a listing kept across steps: rules/legal.py)
