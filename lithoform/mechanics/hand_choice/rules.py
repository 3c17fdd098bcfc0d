"""Choosing a card from a hand looked at or revealed (Vendilion Clique, Concealing Curtains).

'Look at target player's hand. You may choose a nonland card from it. If you do, that player reveals the chosen
card, puts it on the bottom of their library, then draws a card.': the controller chooses as the ability
resolves (608.2d) among the matching cards of that hand (400.2: the hand was looked at or revealed just before);
the chosen card is what the later instructions name (ctx.created, as after an exile: 'that card'). With no
matching card nothing is chosen and no event is logged, so 'If you do' doesn't happen (608.2c). Revealing shows
it to all (701.20a); discarding moves it from its owner's hand to their graveyard (701.9a)."""

from __future__ import annotations

from lithoform.mechanics.hand_choice.nodes import ChooseFromHand, DiscardChosen, RevealChosen
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import discard
from lithoform.state.model import HAND, zone_key


def _choose_from_hand(ctx: Ctx, e: ChooseFromHand) -> None:
    """608.2d: the controller chooses one matching card of that player's hand; the choice is logged without
    naming the card (the hand stays hidden from the others, 400.2)."""
    st = ctx.state
    ctx.created = []
    for player in players_of(ctx, e.who)[:1]:
        options = tuple(i for i in st.zones[zone_key(HAND, player)]
                        if matches(st, e.filter, i, ctx.controller, ctx.source))
        if not options:
            return
        n = min(max(0, ctx.amount(e.count)), len(options))  # 'choose X cards': all of them if fewer
        if n == 0:
            return
        prompt = "choose a card from that hand" if n == 1 and not e.up_to else \
            f"choose {'up to ' if e.up_to else ''}{n} cards from that hand"
        picked = ctx.ask(ctx.controller, "choose", prompt, options, 0 if e.up_to else n, n)
        ctx.created = list(picked)
        st.emit("hand_choice", ("608.2d",), player=ctx.controller, owner=player)


def _reveal_chosen(ctx: Ctx, e: RevealChosen) -> None:
    """701.20a: the card is shown to all players; it stays in the hand."""
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if obj is not None and obj.zone == HAND:
            st.emit("reveal_card", ("701.20a",), player=obj.owner, card=obj.card)


def _discard_chosen(ctx: Ctx, e: DiscardChosen) -> None:
    """701.9a: the chosen card, still in its owner's hand, is discarded."""
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if obj is not None and obj.zone == HAND:
            ctx.discarded = (*ctx.discarded, discard(st, r))


register_effect(ChooseFromHand, _choose_from_hand)
register_effect(RevealChosen, _reveal_chosen)
register_effect(DiscardChosen, _discard_chosen)
