"""Revealing a card from the hand as a cost, the rules part: the amount 'the revealed card's mana value'
(601.2h: the card chosen while paying, recorded in the spell's choices; 608.2h: as it is now, or as it last
existed if it has left the hand). The payment itself is rules/stack/announce.py's."""

from __future__ import annotations

from lithoform.mechanics.reveal_cost.nodes import RevealedCardValue
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.stack.announce import revealed_for_cost


def revealed_value(ctx: Ctx, value: RevealedCardValue) -> int:
    total = 0
    for oid in revealed_for_cost(ctx.state, ctx.oid):
        try:
            c = chars(ctx.state, oid)
        except KeyError:  # no object and no last known information: nothing to count
            continue
        total += (c.mana_value if value.stat == "mana_value" else (c.power or 0))
    return total


EXTRA_AMOUNTS[RevealedCardValue] = revealed_value
