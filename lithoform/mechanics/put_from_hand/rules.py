"""Putting cards from a hand onto the battlefield (110.2a, 400.7): 'You may put a creature card from your hand
onto the battlefield.' and Show and Tell's 'Each player may put ...'. Show and Tell's rulings: "The current
player chooses first, then each other player chooses in turn order. ... After all choices are made, the cards
are put onto the battlefield simultaneously." Each player chooses among the cards of their own hand (a
hidden zone: the question's options are shown to that player only); the chosen cards enter at once."""

from __future__ import annotations

from lithoform.mechanics.put_from_hand.nodes import PutFromHand
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, HAND, zone_key


def _put_from_hand(ctx: Ctx, e: PutFromHand) -> None:
    st = ctx.state
    n = len(st.players)
    players = sorted(players_of(ctx, e.who), key=lambda p: (p - st.active) % n)  # 101.4: APNAP order
    chosen: list[int] = []
    for player in players:
        hand = st.zones[zone_key(HAND, player)]
        fitting = tuple(c for c in hand if matches(st, e.filter, c, player, ctx.source))
        # asked even when nothing fits: the question mustn't tell the other player what the hand holds
        picked = ctx.ask(player, "choose", f"choose up to {e.count} card(s) from your hand to put onto the "
                         "battlefield", fitting, 0, e.count, purpose="put_from_hand")
        chosen.extend(picked)
    if not chosen:
        return
    moved = move_simultaneously(st, [(c, BATTLEFIELD, ("110.2a",)) for c in chosen])
    ctx.created = [m for m in moved if m]


register_effect(PutFromHand, _put_from_hand)
