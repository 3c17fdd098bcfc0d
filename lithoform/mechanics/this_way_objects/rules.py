"""'that creature' after 'sacrifices a creature' (608.2c), the rules part. A sacrifice is a 'zone_change' event
naming 701.21a in the game's log; the objects sacrificed while this spell or ability has been resolving are the
old objects of those events (rules/context.events_this_resolution), whose characteristics are their last known
information (608.2h: the power a sacrificed creature last had on the battlefield, counters and effects
included). A discard (701.9a) records the cards discarded in `Ctx.discarded`. 'That many' after a draw or after
removing counters counts the 'draw' (121.1) or 'counters_removed' (122.8) events of this resolution."""

from __future__ import annotations

from lithoform.mechanics.this_way_objects.nodes import CountersRemovedThisWay, DrawnThisWay, MovedThisWay
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_REFS, Ctx, events_this_resolution
from lithoform.state.model import BATTLEFIELD


def moved_this_way(ctx: Ctx, ref: MovedThisWay) -> tuple[int, ...]:
    """608.2c: the objects, in the order they were moved."""
    if ref.how == "discarded":
        return tuple(o for o in ctx.discarded if o in ctx.state.objects)
    found = [e.args["old"] for e in events_this_resolution(ctx)
             if e.kind == "zone_change" and "701.21a" in e.rules and e.args.get("src") == BATTLEFIELD]
    return tuple(reversed(found))  # the log is newest first


def drawn_this_way(ctx: Ctx, value: DrawnThisWay) -> int:
    """608.2c: 'that many' after a draw is the number of cards drawn (121.1: each a 'draw' event), which is fewer
    than the instruction's number when the library ran out (121.4)."""
    return sum(1 for e in events_this_resolution(ctx) if e.kind == "draw")


def counters_removed_this_way(ctx: Ctx, value: CountersRemovedThisWay) -> int:
    """608.2c: the counters removed from permanents while this spell or ability has been resolving (122.8)."""
    return sum(e.args.get("amount", 0) for e in events_this_resolution(ctx) if e.kind == "counters_removed")


EXTRA_REFS[MovedThisWay] = moved_this_way
EXTRA_AMOUNTS[DrawnThisWay] = drawn_this_way
EXTRA_AMOUNTS[CountersRemovedThisWay] = counters_removed_this_way
