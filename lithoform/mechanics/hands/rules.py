"""Looking at a hand (400.2): 'Look at target player's hand.' The controller looks; the event naming the cards
is shown to them alone (play/observation.py hides it from the others, 400.2)."""

from __future__ import annotations

from lithoform.mechanics.hands.nodes import LookAtHand
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import HAND, zone_key


def _look_at_hand(ctx: Ctx, e: LookAtHand) -> None:
    st = ctx.state
    for player in players_of(ctx, e.who):
        cards = [st.objects[c].card for c in st.zones[zone_key(HAND, player)]]
        st.emit("look_hand", ("400.2",), player=ctx.controller, owner=player, cards=cards)


register_effect(LookAtHand, _look_at_hand)
