"""'exiled this way' (608.2c), the rules part: the zone changes to exile since the resolving object began to
resolve (rules/context.events_this_resolution), each object matched as it last existed before it was exiled
(608.2h: a creature card in a graveyard is matched as that card)."""

from __future__ import annotations

from lithoform.mechanics.exiled_this_way.nodes import ExiledThisWay, SomeExiledThisWay
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx, events_this_resolution
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import EXILE, GameState


def _exiled(ctx: Ctx, f, from_zone: str = "") -> int:
    return sum(1 for e in events_this_resolution(ctx)
               if e.kind == "zone_change" and e.args.get("dst") == EXILE and e.args.get("src") != EXILE
               and (not from_zone or e.args.get("src") == from_zone)  # 'exiled from their hand this way'
               and matches(ctx.state, f, e.args["old"], ctx.controller, ctx.source))


def _amount(ctx: Ctx, value: ExiledThisWay) -> int:
    return _exiled(ctx, value.filter, value.from_zone)


def _holds(state: GameState, cond: SomeExiledThisWay, ctx: Ctx) -> bool:
    return _exiled(ctx, cond.filter) > 0


EXTRA_AMOUNTS[ExiledThisWay] = _amount
EXTRA_CONDITIONS[SomeExiledThisWay] = _holds
