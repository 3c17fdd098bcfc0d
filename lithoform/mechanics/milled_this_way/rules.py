"""'If a land card was milled this way, ...': the rules part. The effect's mill (rules/effects/library.py)
records the new objects it put into graveyards in the resolution's context (`Ctx.milled`, 701.17a, 400.7); the
condition holds when one of them matches (608.2c)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from lithoform.mechanics.milled_this_way.nodes import MilledThisWay, TwoMilledShareColor
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import GameState


def _milled_this_way(state: GameState, c: MilledThisWay, ctx: Any) -> bool:
    """608.2c: one of the cards milled this way (as they are in the graveyard) is of that kind."""
    milled = getattr(ctx, "milled", ())
    return any(m in state.objects and matches(state, c.filter, m, ctx.controller, ctx.source) for m in milled)


def _two_milled_share_color(state: GameState, c: TwoMilledShareColor, ctx: Any) -> bool:
    """608.2c, 105.2: two of the cards milled this way (their colors in the graveyard, 400.7) are of that kind and
    share a color; colorless cards share none."""
    milled = [m for m in getattr(ctx, "milled", ()) if m in state.objects
              and matches(state, c.filter, m, ctx.controller, ctx.source)]
    colors = [set(chars(state, m).colors) for m in milled]
    return any(a & b for a, b in combinations(colors, 2))


EXTRA_CONDITIONS[MilledThisWay] = _milled_this_way
EXTRA_CONDITIONS[TwoMilledShareColor] = _two_milled_share_color
