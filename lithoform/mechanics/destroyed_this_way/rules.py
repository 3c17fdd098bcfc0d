"""'for each creature destroyed this way' (701.8a, 608.2c), the rules part: the permanents destroyed while this
spell or ability has been resolving, read from the game's event log back to its 'resolve' event (each destruction
is a 'zone_change' event naming 701.8a), each matched as it last existed on the battlefield (608.2h). A
permanent that was regenerated or was indestructible wasn't destroyed and isn't counted (Fumigate's ruling)."""

from __future__ import annotations

from lithoform.mechanics.destroyed_this_way.nodes import (
    DestroyedThisWay,
    GraveyardThisWay,
    ReturnedToHandThisWay,
    SacrificedThisWay,
)
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, events_this_resolution
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, Obj

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


def returned_to_hand_this_way(ctx: Ctx, value: ReturnedToHandThisWay) -> int:
    """608.2c: the cards (not tokens, 111.1) its controller owns that went to their hand during this resolution
    (Paradoxical Outcome's ruling: "If you control but don't own some of the target permanents, they won't count
    when determining how many cards you draw."), each matched as the card in the hand."""
    st = ctx.state
    count = 0
    for e in events_this_resolution(ctx):
        if e.kind != "zone_change" or e.args.get("dst") != HAND or e.args.get("player") != ctx.controller:
            continue
        new = st.objects.get(e.args["new"])
        if isinstance(new, Obj) and not new.token and matches(st, value.filter, new.id, ctx.controller, ctx.source):
            count += 1
    return count


EXTRA_AMOUNTS[ReturnedToHandThisWay] = returned_to_hand_this_way
EXTRA_AMOUNTS[DestroyedThisWay] = _count
EXTRA_AMOUNTS[SacrificedThisWay] = _count
EXTRA_AMOUNTS[GraveyardThisWay] = _count
