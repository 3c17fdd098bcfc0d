"""'for each creature destroyed this way' (701.8a, 608.2c), the rules part: the permanents destroyed while this
spell or ability has been resolving, read from the game's event log back to its 'resolve' event (each destruction
is a 'zone_change' event naming 701.8a), each matched as it last existed on the battlefield (608.2h). A
permanent that was regenerated or was indestructible wasn't destroyed and isn't counted (Fumigate's ruling)."""

from __future__ import annotations

from lithoform.mechanics.destroyed_this_way.nodes import (
    DestroyedThisWay,
    ReturnedToHandThisWay,
    SacrificedThisWay,
)
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, events_this_resolution
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD, HAND, Obj


def _moved_this_way(ctx: Ctx, value: DestroyedThisWay | SacrificedThisWay, rule: str) -> int:
    """The permanents matching the value's filter that left the battlefield by `rule` during this resolution."""
    return sum(1 for e in events_this_resolution(ctx)
               if e.kind == "zone_change" and rule in e.rules and e.args.get("src") == BATTLEFIELD
               and matches(ctx.state, value.filter, e.args["old"], ctx.controller, ctx.source))


def destroyed_this_way(ctx: Ctx, value: DestroyedThisWay) -> int:
    return _moved_this_way(ctx, value, "701.8a")


def sacrificed_this_way(ctx: Ctx, value: SacrificedThisWay) -> int:
    return _moved_this_way(ctx, value, "701.21a")


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


EXTRA_AMOUNTS[DestroyedThisWay] = destroyed_this_way
EXTRA_AMOUNTS[ReturnedToHandThisWay] = returned_to_hand_this_way
EXTRA_AMOUNTS[SacrificedThisWay] = sacrificed_this_way
