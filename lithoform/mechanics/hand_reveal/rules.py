"""Revealing chosen cards from a hand (701.20a), the rules part: the controller chooses any number of the
matching cards in their hand and reveals them (a reveal is not a zone change: they stay in the hand); 'the
number of cards revealed this way' is how many (608.2c), kept on the resolving context."""

from __future__ import annotations

from lithoform.mechanics.hand_reveal.nodes import (
    RevealChosenDiscard,
    RevealedFromHand,
    RevealedHandCount,
    RevealFromHand,
    RevealOneFromHand,
)
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import discard
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


def _reveal_one_from_hand(ctx: Ctx, e: RevealOneFromHand) -> None:
    """701.20a: the controller reveals the card of their hand they choose; later instructions of the same effect
    name it ('that card': RevealedCard, mechanics/reveal_top). With no matching card nothing is revealed."""
    st = ctx.state
    player = ctx.controller
    options = tuple(c for c in st.zones[zone_key(HAND, player)] if matches(st, e.filter, c, player, ctx.source))
    if not options:
        return
    (card,) = ctx.ask(player, "choose", "choose a card to reveal from your hand", options, 1, 1,
                      purpose="reveal_from_hand")
    st.emit("reveal_from_hand", ("701.20a",), player=player, cards=[st.objects[card].card])
    ctx.revealed = (card, st.log_len)


def revealed_from_hand(ctx: Ctx, value: RevealedFromHand) -> int:
    """608.2c: the number of cards the reveal before it in this resolution revealed."""
    return ctx.hand_revealed


def _reveal_choose_discard(ctx: Ctx, e: RevealChosenDiscard) -> None:
    """701.20a: the player reveals the cards of their hand they choose, as many as the number asked for (all of
    their hand if it has no more); the controller then chooses one of the revealed cards (608.2d) and that player
    discards it (701.9a-b)."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        hand = st.zones[zone_key(HAND, player)]
        n = min(max(0, ctx.amount(e.count)), len(hand))
        if n == 0:
            continue
        revealed = hand if n == len(hand) else ctx.ask(
            player, "choose", f"choose {n} card(s) to reveal from your hand", hand, n, n, purpose="reveal_from_hand")
        names = tuple(st.objects[c].card for c in revealed)
        st.emit("reveal_from_hand", ("701.20a",), player=player, cards=list(names))
        picked = revealed if len(revealed) == 1 else ctx.ask(
            ctx.controller, "choose", f"choose the card {st.players[player].name} discards", tuple(revealed), 1, 1,
            labels=names, purpose="discard")
        for oid in picked:
            ctx.discarded = (*ctx.discarded, discard(st, oid))


register_effect(RevealChosenDiscard, _reveal_choose_discard)
register_effect(RevealFromHand, _reveal_from_hand)
register_effect(RevealOneFromHand, _reveal_one_from_hand)
EXTRA_AMOUNTS[RevealedFromHand] = revealed_from_hand


def revealed_hand_count(ctx: Ctx, value: RevealedHandCount) -> int:
    """608.2c: the cards of the hand revealed just before (the player's whole hand) that match ('with the chosen
    name': 607.2d, the name the source chose as it resolved)."""
    st = ctx.state
    return sum(1 for p in players_of(ctx, value.who) for c in st.zones[zone_key(HAND, p)]
               if matches(st, value.filter, c, ctx.controller, ctx.source))


EXTRA_AMOUNTS[RevealedHandCount] = revealed_hand_count
