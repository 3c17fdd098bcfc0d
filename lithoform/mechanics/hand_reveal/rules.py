"""Revealing chosen cards from a hand (701.20a), the rules part: the controller chooses any number of the
matching cards in their hand and reveals them (a reveal is not a zone change: they stay in the hand); 'the
number of cards revealed this way' is how many (608.2c), kept on the resolving context."""

from __future__ import annotations

from lithoform.mechanics.hand_reveal.nodes import RevealedFromHand, RevealFromHand
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import HAND, zone_key


def _reveal_from_hand(ctx: Ctx, e: RevealFromHand) -> None:
    """701.20a: the player reveals the cards they choose from among the matching cards in their hand."""
    st = ctx.state
    player = ctx.controller
    options = tuple(c for c in st.zones[zone_key(HAND, player)] if matches(st, e.filter, c, player, ctx.source))
    picked = ctx.ask(player, "choose", "choose any number of cards to reveal from your hand", options, 0,
                     len(options), purpose="reveal_from_hand")
    ctx.hand_revealed = len(picked)
    st.emit("reveal_from_hand", ("701.20a",), player=player, cards=[st.objects[c].card for c in picked])


def revealed_from_hand(ctx: Ctx, value: RevealedFromHand) -> int:
    """608.2c: the number of cards the reveal before it in this resolution revealed."""
    return ctx.hand_revealed


register_effect(RevealFromHand, _reveal_from_hand)
EXTRA_AMOUNTS[RevealedFromHand] = revealed_from_hand
