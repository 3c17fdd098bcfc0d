"""Putting cards from your hand onto the battlefield, the rules part (608.2d, 110.2a, 305.9).

'You may put a land card from your hand onto the battlefield tapped.' (Arboreal Grazer): the controller
chooses as it resolves; the card enters under their control (110.2a). Putting a land onto the battlefield
this way isn't playing a land (305.9: it doesn't count as the turn's land play). As with any choice from a
hand only its owner sees, the question is asked whenever the hand isn't empty, matching cards or not, so
that whether it is asked tells the opponent nothing (issue 20)."""

from __future__ import annotations

from lithoform.mechanics.put_from_hand.nodes import PutFromHand
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import HAND, zone_key


def put_from_hand(ctx: Ctx, e: PutFromHand) -> None:
    """608.2d: the controller chooses up to `count` matching cards in their hand (exactly that many when it
    isn't optional and they have them); 110.2a: they enter under that player's control, at the same time."""
    st = ctx.state
    hand = st.zones[zone_key(HAND, ctx.controller)]
    if not hand:
        return
    options = tuple(c for c in hand if matches(st, e.filter, c, ctx.controller, ctx.source))
    if e.mana_value is not None:  # 'with mana value equal to ...' (202.3), counted as it resolves (608.2h)
        wanted = ctx.amount(e.mana_value)
        options = tuple(c for c in options if chars(st, c).mana_value == wanted)
    n = min(e.count, len(options))
    lo = 0 if e.optional else n
    picked = ctx.ask(ctx.controller, "choose", f"choose {'up to ' if e.optional else ''}{e.count} card(s) to put "
                     "onto the battlefield" + (" tapped" if e.tapped else ""), options, lo, n)
    if picked:
        move_simultaneously(st, [(oid, "battlefield", ("110.2a", "305.9")) for oid in picked],
                            controller=ctx.controller, tapped=e.tapped)


register_effect(PutFromHand, put_from_hand)
