"""'Put a [kind of] card from your hand onto the battlefield [tapped]' (Stoneforge Mystic, Arboreal Grazer):
the controller chooses a matching card from their hand as it resolves (608.2d) and puts it onto the
battlefield under their control (110.2); a land put there this way isn't played (305.9: no land play is
used). The choice is asked whenever the hand isn't empty, matching cards or not, so whether it comes doesn't
show what the hand holds (400.2: the hand is hidden; issue 20)."""

from __future__ import annotations

from lithoform.mechanics.put_from_hand.nodes import PutFromHand
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, HAND, zone_key


def _put_from_hand(ctx: Ctx, e: PutFromHand) -> None:
    st = ctx.state
    hand = st.zones[zone_key(HAND, ctx.controller)]
    if not hand:
        return
    options = tuple(i for i in hand if matches(st, e.filter, i, ctx.controller, ctx.source))
    if e.mana_value is not None:  # 'with mana value equal to ...' (202.3), counted as it resolves (608.2h)
        wanted = ctx.amount(e.mana_value)
        options = tuple(i for i in options if chars(st, i).mana_value == wanted)
    picked = ctx.ask(ctx.controller, "choose", "choose a card to put onto the battlefield", options,
                     1 if options else 0, 1)
    if picked:
        move(st, picked[0], BATTLEFIELD, controller=ctx.controller, tapped=e.tapped, rules=("110.2", "608.2d"))


register_effect(PutFromHand, _put_from_hand)
