"""'If a land card was milled this way, ...': the rules part. The effect's mill (rules/effects/library.py)
records the new objects it put into graveyards in the resolution's context (`Ctx.milled`, 701.17a, 400.7); the
condition holds when one of them matches (608.2c)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.milled_this_way.nodes import MilledThisWay
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import GameState


def _milled_this_way(state: GameState, c: MilledThisWay, ctx: Any) -> bool:
    """608.2c: one of the cards milled this way (as they are in the graveyard) is of that kind."""
    milled = getattr(ctx, "milled", ())
    return any(m in state.objects and matches(state, c.filter, m, ctx.controller, ctx.source) for m in milled)


EXTRA_CONDITIONS[MilledThisWay] = _milled_this_way
