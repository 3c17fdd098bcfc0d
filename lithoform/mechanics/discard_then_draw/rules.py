"""'Discard up to N cards, then draw that many cards', the rules part. 701.9a: the player chooses the cards
to discard (up to N, or any number) and discards them; 121.1: then draws one card for each card discarded
this way (a card that a replacement effect kept out of the graveyard was still discarded, 701.9; plus one
for 'that many cards plus one'). Each player the instruction names does it in turn."""

from __future__ import annotations

from lithoform.mechanics.discard_then_draw.nodes import DiscardThenDrawThatMany
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import discard, draw
from lithoform.state.model import HAND, zone_key


def _discard_then_draw(ctx: Ctx, e: DiscardThenDrawThatMany) -> None:
    st = ctx.state
    for player in players_of(ctx, e.who):
        hand = st.zones[zone_key(HAND, player)]
        most = len(hand) if e.most is None else min(e.most, len(hand))
        if e.whole_hand:
            picked = tuple(hand)
        elif most:
            picked = tuple(ctx.ask(player, "choose", f"choose up to {most} card(s) to discard (701.9a)", hand, 0,
                                   most, seen=hand, purpose="discard"))
        else:
            picked = ()
        for c in picked:
            discard(st, c)
        n = len(picked) + e.plus
        if n:
            draw(st, player, n)


register_effect(DiscardThenDrawThatMany, _discard_then_draw)
