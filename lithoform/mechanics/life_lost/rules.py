"""'the life lost this way' (119.3, 608.2c), the rules part: the life players lost while this spell or
ability has been resolving, read from the game's event log back to its 'resolve' event (every life total
change is logged, 119.3: 'life' events with a negative amount). The ruling on Gray Merchant of Asphodel:
'The amount of life you gain is the total amount of life lost, not simply the value of X.'"""

from __future__ import annotations

from lithoform.mechanics.life_lost.nodes import LifeLostThisWay
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx


def life_lost_this_way(ctx: Ctx, value: LifeLostThisWay) -> int:
    """119.3: the life lost since the resolving object (ctx.oid) began to resolve (608.2c)."""
    lost = 0
    node = ctx.state.log
    while node is not None:
        event = node[0]
        if event.kind == "resolve" and event.args.get("obj") == ctx.oid:
            break
        if event.kind == "life" and event.args.get("amount", 0) < 0:
            lost -= event.args["amount"]
        node = node[1]
    return lost


EXTRA_AMOUNTS[LifeLostThisWay] = life_lost_this_way
