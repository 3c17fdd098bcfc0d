"""Casting windows, the rules part (601.3, 500.1, 508.1): the conditions a 'Cast ~ only during ...' restriction
reads (mechanics/cast_only_if asks them at the cast-ban hook, as the player would begin to cast the card)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.cast_timing.nodes import AttackedThisStep, DuringSteps
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.rules.hooks import STEP_READERS
from lithoform.state.model import GameState, player_ref


def during_steps(state: GameState, cond: DuringSteps, ctx: Any) -> bool:
    """500.1, 601.3: it is one of the window's steps, in the turn of the player it names."""
    if state.step not in cond.steps:
        return False
    if cond.whose == "you":
        return state.active == ctx.controller
    if cond.whose == "opponent":
        return state.active != ctx.controller
    return True


def attacked_this_step(state: GameState, cond: AttackedThisStep, ctx: Any) -> bool:
    """508.1: in the declare attackers step, a declared attacker attacks this player (not only a planeswalker
    they control: the Eightfold Maze ruling)."""
    combat = state.combat
    if state.step != "declare_attackers" or combat is None:
        return False
    me = player_ref(ctx.controller)
    return any(target == me for _attacker, target in combat.attackers)


EXTRA_CONDITIONS[DuringSteps] = during_steps
EXTRA_CONDITIONS[AttackedThisStep] = attacked_this_step
STEP_READERS.register(during_steps, needs=("DuringSteps",))  # (a listing kept across steps: rules/legal.py)
STEP_READERS.register(attacked_this_step, needs=("AttackedThisStep",))
