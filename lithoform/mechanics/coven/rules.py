"""Coven, the rules part (207.2c, 208.1): 'if you control three or more creatures with different powers'
holds when the creatures the controller controls have at least that many different power values, read as
the ability resolves (608.2c) or, for an intervening 'if', also as it triggers (603.4). Ruling (Augur of
Autumn, 2021-09-24): 'A creature has different power from another if their powers are different numbers.'"""

from __future__ import annotations

from lithoform.mechanics.coven.nodes import DifferentPowersAtLeast
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import BATTLEFIELD, GameState


def different_powers(state: GameState, controller: int) -> int:
    """208.1: the number of different powers among the creatures `controller` controls."""
    powers = set()
    for o in state.zones[BATTLEFIELD]:
        ch = chars(state, o)
        if state.objects[o].controller == controller and "Creature" in ch.types and ch.power is not None:
            powers.add(ch.power)
    return len(powers)


def _holds(state: GameState, cond: DifferentPowersAtLeast, ctx: Ctx) -> bool:
    return different_powers(state, ctx.controller) >= cond.count


EXTRA_CONDITIONS[DifferentPowersAtLeast] = _holds

