"""'the life lost this way' (119.3, 608.2c), the rules part: the life players lost while this spell or
ability has been resolving, read from the game's event log back to its 'resolve' event (every life total
change is logged, 119.3: 'life' events with a negative amount). The ruling on Gray Merchant of Asphodel:
'The amount of life you gain is the total amount of life lost, not simply the value of X.'"""

from __future__ import annotations

from lithoform.mechanics.life_lost.nodes import LifeLostThisWay
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, events_this_resolution


def life_lost_this_way(ctx: Ctx, value: LifeLostThisWay) -> int:
    """119.3: the life lost since the resolving object (ctx.oid) began to resolve (608.2c)."""
    return -sum(e.args["amount"] for e in events_this_resolution(ctx)
                if e.kind == "life" and e.args.get("amount", 0) < 0)


EXTRA_AMOUNTS[LifeLostThisWay] = life_lost_this_way
