"""'the damage dealt this way' (120.1, 608.2c), the rules part: the damage dealt while this spell or ability has
been resolving, read from the game's event log back to its 'resolve' event (each damage dealt is a 'damage'
event with the amount dealt after prevention and replacement, 615, 614.1a). Corrupt's ruling: "If the target is
an illegal target by the time Corrupt resolves, the spell doesn't resolve. You won't gain any life." """

from __future__ import annotations

from lithoform.mechanics.damage_this_way.nodes import DamageDealtThisWay
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, events_this_resolution


def damage_dealt_this_way(ctx: Ctx, value: DamageDealtThisWay) -> int:
    """120.1, 608.2c: the damage dealt since the resolving object (ctx.oid) began to resolve."""
    return sum(e.args.get("amount", 0) for e in events_this_resolution(ctx) if e.kind == "damage")


EXTRA_AMOUNTS[DamageDealtThisWay] = damage_dealt_this_way
