"""Permanents with different names, the rules part (201.2).

'Whenever Field of the Dead or another land enters under your control, if you control seven or more lands with
different names, create a 2/2 black Zombie creature token.' Lands sharing a name count once (the rulings); the
condition is checked as the land enters and again on resolution (603.4), and as a static ability's condition
from the working characteristics (611.3a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.different_names.nodes import DifferentNamesAtLeast
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS, controlled_now
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def _holds(state: GameState, cond: DifferentNamesAtLeast, ctx: Ctx) -> bool:
    """201.2: the distinct names among the controller's permanents that fit the description."""
    names = {chars(state, o).name for o in state.zones[BATTLEFIELD]
             if isinstance(obj := state.objects.get(o), Obj) and obj.controller == ctx.controller
             and matches(state, cond.filter, o, ctx.controller, ctx.source)}
    return len(names) >= cond.count


def _holds_static(state: GameState, cond: DifferentNamesAtLeast, source: int, controller: int,
                  work: Mapping[int, Any]) -> bool:
    """611.3a: read from the working characteristics (names come from layer 1, 613.2)."""
    names = {work[o].name for o in controlled_now(state, cond.filter, work, controller, source)}
    return len(names) >= cond.count


EXTRA_CONDITIONS[DifferentNamesAtLeast] = _holds
EXTRA_STATIC_CONDITIONS[DifferentNamesAtLeast] = _holds_static
