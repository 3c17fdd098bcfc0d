"""'Exile ~ with N counters on it', the rules part. The object is exiled (701.13a); the card it becomes in exile
(400.7) gets the counters (122.1). A resolving instant or sorcery that exiles itself isn't put into the graveyard
as its resolution ends (608.2n: it has left the stack); a suspend card exiled this way with time counters is
suspended (702.62b) and its upkeep trigger counts down as usual. If the spell is countered or doesn't resolve,
none of this happens (Arc Blade's ruling)."""

from __future__ import annotations

from lithoform.mechanics.exile_with_counters.nodes import ExileWithCounters
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.triggers.after_move import still_in
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, STACK

# where the object may be exiled from: the resolving spell itself (~) or the card a trigger names; a card that has
# left them since is a new object (400.7) and stays where it is
_FROM = (STACK, BATTLEFIELD, GRAVEYARD)


def _exile_with_counters(ctx: Ctx, e: ExileWithCounters) -> None:
    st = ctx.state
    for obj in still_in(st, ctx.oid, ctx.refs(e.what), _FROM):  # 400.7e: the card a dies trigger's object became
        new = move(st, obj.id, EXILE, rules=("701.13a",))
        if new:
            put_counters(st, new, e.kind, e.count)  # 122.1


register_effect(ExileWithCounters, _exile_with_counters)
