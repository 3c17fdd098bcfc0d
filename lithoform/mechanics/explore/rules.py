"""Explore, the rules part (701.44).

701.44a: the exploring permanent's controller reveals the top card of their library (701.20a). A land card
goes into their hand; otherwise they put a +1/+1 counter on the exploring permanent (only if it is still on
the battlefield: a new object is another permanent, 400.7) and may put the revealed card into their graveyard
(608.2d); a card left there stays on top of the library. 701.44b: it explored once this is done, even if some
of it was impossible ('whenever a creature you control explores' triggers then). 701.44c: a permanent that
left the battlefield explores by its last known information (its last controller reveals). 701.44d: the
instructions here each name one permanent, followed in order."""

from __future__ import annotations

from lithoform.mechanics.explore.nodes import Explore
from lithoform.mechanics.explore.text import EXPLORES
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, zone_key


def explore(ctx: Ctx, oid: int) -> None:
    """701.44a-c: `oid` explores once."""
    st = ctx.state
    obj = st.known(oid)  # 701.44c: its last known information if it left
    if obj is None:
        return
    player = obj.controller
    library = st.zones[zone_key(LIBRARY, player)]
    land = False
    if library:
        top = library[0]
        st.emit("reveal_cards", ("701.20a", "701.44a"), player=player, cards=[st.objects[top].card], where="top")
        land = "Land" in chars(st, top).types
        if land:
            move(st, top, HAND, rules=("701.44a",))
        else:
            live = st.objects.get(oid)
            if live is not None and live.zone == BATTLEFIELD:
                put_counters(st, oid, "+1/+1", 1)
            (yes,) = ctx.ask(player, "may", "put the revealed card into your graveyard? (explore, 701.44a)",
                             (1, 0), 1, 1)
            if yes and top in st.objects and st.objects[top].zone == LIBRARY:
                move(st, top, GRAVEYARD, rules=("701.44a",))
    else:  # 701.44b: nothing revealed is not a land: the counter still goes on it
        live = st.objects.get(oid)
        if live is not None and live.zone == BATTLEFIELD:
            put_counters(st, oid, "+1/+1", 1)
    st.emit("explored", ("701.44b",), obj=oid, card=chars(st, oid).name, land=land)
    object_event_triggers(st, EXPLORES, oid)


def _explore(ctx: Ctx, e: Explore) -> None:
    for oid in ctx.refs(e.what):
        if oid <= 0:
            continue
        explore(ctx, oid)


register_effect(Explore, _explore)
