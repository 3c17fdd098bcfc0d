"""A player reveals the top card of their library and puts it into their hand if it has a quality (701.20a;
Goblin Guide). Revealing shows the card to every player without moving it; a card that doesn't match stays on
top of the library (Goblin Guide's ruling: "If the defending player reveals a nonland card, it remains on top
of their library.")."""

from __future__ import annotations

from lithoform.mechanics.reveal_top_player.nodes import RevealTopToHand
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, HAND, LIBRARY, zone_key


def _reveal_top_to_hand(ctx: Ctx, e: RevealTopToHand) -> None:
    st = ctx.state
    for player in players_of(ctx, e.who):
        library = st.zones[zone_key(LIBRARY, player)]
        if not library:
            continue
        top = library[0]
        st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[top].card], where="top")
        if matches(st, e.filter, top, player, ctx.source):
            if e.to == BATTLEFIELD:  # Chaos Warp: 'they put it onto the battlefield' (110.2a: under their control)
                move(st, top, BATTLEFIELD, controller=player, rules=("701.20a", "110.2a"))
            else:
                move(st, top, HAND, rules=("701.20a",))


register_effect(RevealTopToHand, _reveal_top_to_hand)
