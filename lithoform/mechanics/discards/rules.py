"""Discarding at random (701.9b) and discarding a whole hand (701.9a).

701.9a: to discard a card is to move it from its owner's hand to that player's graveyard. 701.9b: by default
the discarding player chooses, but some effects require a random discard: the cards are picked by the
game's one seeded generator (state.random), so nobody chooses and a replay picks the same cards. A player
whose hand is smaller than the number discards what they have (609.3: do as much as possible)."""

from __future__ import annotations

from lithoform.mechanics.discards.nodes import DiscardAtRandom, DiscardHand
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import discard
from lithoform.state.model import HAND, zone_key


def _discard_at_random(ctx: Ctx, e: DiscardAtRandom) -> None:
    """701.9b: n cards of the hand (those the filter allows) picked at random, then discarded."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        pool = [i for i in st.zones[zone_key(HAND, player)]
                if e.filter is None or matches(st, e.filter, i, ctx.controller, ctx.source)]
        n = min(ctx.amount(e.amount), len(pool))
        picked = []
        for _ in range(n):  # without replacement, each remaining card equally likely
            picked.append(pool.pop(st.random(len(pool))))
        st.emit("random_discard", ("701.9b",), player=player, cards=[st.objects[i].card for i in picked])
        for oid in picked:  # 'this way' reads them (mechanics/discarded_this_way, 608.2c)
            ctx.discarded = (*ctx.discarded, discard(st, oid))


def _discard_hand(ctx: Ctx, e: DiscardHand) -> None:
    """701.9a: every card in the player's hand (of the kind the filter names) is discarded."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        for oid in st.zones[zone_key(HAND, player)]:
            if e.filter is None or matches(st, e.filter, oid, ctx.controller, ctx.source):
                # 'the greatest number of cards a player discarded this way' reads them (Windfall, 608.2c)
                ctx.discarded = (*ctx.discarded, discard(st, oid))


register_effect(DiscardAtRandom, _discard_at_random)
register_effect(DiscardHand, _discard_hand)
