"""'An opponent controls N or more [permanents]' (Tectonic Edge): checked when the ability is activated
(602.5b), as a spell or ability resolves (608.2c) or continuously for a static ability (611.3a): some
opponent of the controller (102.3) controls at least N permanents that match."""

from __future__ import annotations

from lithoform.mechanics.opponent_controls.nodes import OpponentControlsAtLeast
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD, GameState


def _holds_for(state: GameState, cond: OpponentControlsAtLeast, source: int, controller: int) -> bool:
    counts: dict[int, int] = {}
    for oid in state.zones[BATTLEFIELD]:
        owner = state.objects[oid].controller
        if owner != controller and matches(state, cond.filter, oid, controller, source):
            counts[owner] = counts.get(owner, 0) + 1
    return any(n >= cond.count for n in counts.values())


def _holds(state: GameState, cond: OpponentControlsAtLeast, ctx: Ctx) -> bool:
    return _holds_for(state, cond, ctx.source, ctx.controller)


EXTRA_CONDITIONS[OpponentControlsAtLeast] = _holds
# (as a static ability's condition, read from the layers' working values: mechanics/board_conditions)
