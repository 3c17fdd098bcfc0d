"""'exiled this way' (608.2c), the rules part: the zone changes to exile since the resolving object began to
resolve (rules/context.events_this_resolution), each object matched as it last existed before it was exiled
(608.2h: a creature card in a graveyard is matched as that card)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.destroyed_this_way.rules import left_this_way
from lithoform.mechanics.exiled_this_way.nodes import ExiledThisWay, SomeExiledThisWay, TokensForEachMoved
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx, events_this_resolution
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.oracle import create_tokens_for
from lithoform.state.model import EXILE, GameState


def exiled_this_way(ctx: Ctx, f: Any, from_zone: str = "") -> list[int]:
    """The objects (their ids before they were exiled, 608.2h) matching `f` this resolution exiled."""
    return [e.args["old"] for e in events_this_resolution(ctx)
            if e.kind == "zone_change" and e.args.get("dst") == EXILE and e.args.get("src") != EXILE
            and (not from_zone or e.args.get("src") == from_zone)  # 'exiled from their hand this way'
            and matches(ctx.state, f, e.args["old"], ctx.controller, ctx.source)]


def _exiled(ctx: Ctx, f: Any, from_zone: str = "") -> int:
    return len(exiled_this_way(ctx, f, from_zone))


def _amount(ctx: Ctx, value: ExiledThisWay) -> int:
    return _exiled(ctx, value.filter, value.from_zone)


def _tokens_for_each_moved(ctx: Ctx, e: TokensForEachMoved) -> None:
    """608.2c, 111.2: each object the amount counts gives its controller as it last existed (608.2h) the tokens;
    they are created at once, in the order the objects moved (oldest first)."""
    moved = e.moved
    objects = (exiled_this_way(ctx, moved.filter, moved.from_zone) if isinstance(moved, ExiledThisWay)
               else left_this_way(ctx, moved))  # type: ignore[arg-type]
    players = [o.controller for oid in reversed(objects) if (o := ctx.state.known(oid)) is not None]
    for player in players:
        create_tokens_for(ctx, e.token, [player], e.count, e.tapped)


def _holds(state: GameState, cond: SomeExiledThisWay, ctx: Ctx) -> bool:
    return _exiled(ctx, cond.filter) > 0


EXTRA_AMOUNTS[ExiledThisWay] = _amount
register_effect(TokensForEachMoved, _tokens_for_each_moved)
EXTRA_CONDITIONS[SomeExiledThisWay] = _holds
