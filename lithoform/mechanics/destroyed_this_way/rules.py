"""'for each creature destroyed this way' (701.8a, 608.2c), the rules part: the permanents destroyed while this
spell or ability has been resolving, read from the game's event log back to its 'resolve' event (each destruction
is a 'zone_change' event naming 701.8a), each matched as it last existed on the battlefield (608.2h). A
permanent that was regenerated or was indestructible wasn't destroyed and isn't counted (Fumigate's ruling)."""

from __future__ import annotations

from lithoform.mechanics.destroyed_this_way.nodes import DestroyedThisWay, GraveyardThisWay, SacrificedThisWay
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, events_this_resolution
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD, GRAVEYARD

PermanentsThisWay = DestroyedThisWay | SacrificedThisWay | GraveyardThisWay


def left_this_way(ctx: Ctx, value: PermanentsThisWay) -> list[int]:
    """The permanents (their ids as they last existed, 608.2h) matching the value's filter that left the
    battlefield during this resolution: destroyed (701.8a), sacrificed (701.21a) or put into a graveyard."""
    out = []
    for e in events_this_resolution(ctx):
        if e.kind != "zone_change" or e.args.get("src") != BATTLEFIELD:
            continue
        if isinstance(value, GraveyardThisWay):
            if e.args.get("dst") != GRAVEYARD:
                continue
        elif ("701.8a" if isinstance(value, DestroyedThisWay) else "701.21a") not in e.rules:
            continue
        if matches(ctx.state, value.filter, e.args["old"], ctx.controller, ctx.source):
            out.append(e.args["old"])
    return out


def _count(ctx: Ctx, value: PermanentsThisWay) -> int:
    return len(left_this_way(ctx, value))


EXTRA_AMOUNTS[DestroyedThisWay] = _count
EXTRA_AMOUNTS[SacrificedThisWay] = _count
EXTRA_AMOUNTS[GraveyardThisWay] = _count
