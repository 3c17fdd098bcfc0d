"""'Each opponent discards a card, then each opponent who didn't discard a nonland card this way loses 3 life.'
(Kroxa, Titan of Death's Hunger): the discard earlier in the same resolution records the cards it discarded
(`Ctx.discarded`, 701.9a: the new objects in the graveyard, or wherever a replacement put them); the players
this names are those among the opponents (or all players) none of whose discarded cards matches, a player who
discarded nothing (an empty hand) included (Kroxa's ruling: 'An opponent loses 3 life if they discard a land
card or if they can't discard a card at all.'). In turn order from the active player (101.4)."""

from __future__ import annotations

from lithoform.mechanics.discarded_this_way.nodes import (
    DiscardedThisWay,
    GreatestDiscardedThisWay,
    PlayersWhoDidntDiscard,
)
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_REFS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import player_ref


def _players_who_didnt_discard(ctx: Ctx, ref: PlayersWhoDidntDiscard) -> tuple[int, ...]:
    st = ctx.state
    n = len(st.players)
    order = [(st.active + i) % n for i in range(n)]
    return tuple(player_ref(p) for p in order
                 if not st.players[p].lost and not (ref.opponents and p == ctx.controller)
                 and not any(d in st.objects and st.objects[d].owner == p
                             and matches(st, ref.filter, d, ctx.controller, ctx.source) for d in ctx.discarded))


def _discarded_this_way(ctx: Ctx, value: DiscardedThisWay) -> int:
    """608.2c: the cards this resolution discarded that match, read where they went (701.9a)."""
    st = ctx.state
    return sum(1 for d in ctx.discarded if d in st.objects and matches(st, value.filter, d, ctx.controller, ctx.source))


def _greatest_discarded_this_way(ctx: Ctx, value: GreatestDiscardedThisWay) -> int:
    """608.2c: the most matching cards one player discarded in this resolution (Windfall: each player discards
    their own hand, so each discarded card is counted for its owner, 404.2)."""
    st = ctx.state
    counts = [0] * len(st.players)
    for d in ctx.discarded:
        if d in st.objects and matches(st, value.filter, d, ctx.controller, ctx.source):
            counts[st.objects[d].owner] += 1
    return max(counts, default=0)


EXTRA_AMOUNTS[GreatestDiscardedThisWay] = _greatest_discarded_this_way
EXTRA_REFS[PlayersWhoDidntDiscard] = _players_who_didnt_discard
EXTRA_AMOUNTS[DiscardedThisWay] = _discarded_this_way
