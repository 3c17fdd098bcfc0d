"""Connive, the rules part (701.50).

701.50a: the conniving permanent's controller draws a card, then discards a card; if a nonland card was
discarded, they put a +1/+1 counter on the permanent. 701.50e: 'connive N' draws N, discards N, and puts a
counter for each nonland card discarded. 701.50b: it connives even if some of that was impossible.
701.50c: a permanent that left the battlefield connives by its last known information (its last
controller draws and discards; no counter can be put on it). 701.50d: several at once are done one at a
time, in APNAP order (each instruction here is one permanent)."""

from __future__ import annotations

from lithoform.mechanics.connive.nodes import Connive
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.zones import discard, draw
from lithoform.state.model import BATTLEFIELD, HAND, zone_key


def _connive(ctx: Ctx, e: Connive) -> None:
    st = ctx.state
    n = ctx.amount(e.amount)
    for oid in ctx.refs(e.what):
        obj = st.known(oid)  # 701.50c: its last known information if it left
        if obj is None or oid <= 0:
            continue
        player = obj.controller
        draw(st, player, n)
        hand = st.zones[zone_key(HAND, player)]
        k = min(n, len(hand))
        picked = hand if k == len(hand) else ctx.ask(player, "choose", f"choose {k} card(s) to discard "
                                                     "(connive, 701.50a)", hand, k, k, seen=hand, purpose="discard")
        nonland = sum(1 for c in picked if "Land" not in chars(st, c).types)
        for c in picked:
            discard(st, c)
        st.emit("connive", ("701.50a", "701.50e"), obj=oid, card=chars(st, oid).name, nonland=nonland)
        live = st.objects.get(oid)
        if nonland and live is not None and live.zone == BATTLEFIELD:
            put_counters(st, oid, "+1/+1", nonland)


register_effect(Connive, _connive)
