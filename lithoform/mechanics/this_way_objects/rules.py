"""'that creature' after 'sacrifices a creature' (608.2c), the rules part. A sacrifice is a 'zone_change' event
naming 701.21a in the game's log; the objects sacrificed while this spell or ability has been resolving are the
old objects of those events (rules/context.events_this_resolution), whose characteristics are their last known
information (608.2h: the power a sacrificed creature last had on the battlefield, counters and effects
included). A discard (701.9a) records the cards discarded in `Ctx.discarded`."""

from __future__ import annotations

from lithoform.mechanics.this_way_objects.nodes import MovedThisWay
from lithoform.rules.context import EXTRA_REFS, Ctx, events_this_resolution
from lithoform.state.model import BATTLEFIELD


def moved_this_way(ctx: Ctx, ref: MovedThisWay) -> tuple[int, ...]:
    """608.2c: the objects, in the order they were moved."""
    if ref.how == "discarded":
        return tuple(o for o in ctx.discarded if o in ctx.state.objects)
    found = [e.args["old"] for e in events_this_resolution(ctx)
             if e.kind == "zone_change" and "701.21a" in e.rules and e.args.get("src") == BATTLEFIELD]
    return tuple(reversed(found))  # the log is newest first


EXTRA_REFS[MovedThisWay] = moved_this_way
