"""Comparing an opponent's hand or life with yours: the rules part. 'An opponent has more cards in hand than
you' holds when some opponent of the controller has (at least N) more cards in their hand (402.1) or more life
(119.1) than the controller, as the condition is read (608.2c)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.hand_comparisons.nodes import OpponentHasMore, OpponentLifeAtMost
from lithoform.rules.context import EXTRA_CONDITIONS, players_of
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.state.model import HAND, GameState, zone_key


def _size(state: GameState, player: int, what: str) -> int:
    return len(state.zones[zone_key(HAND, player)]) if what == "hand" else state.players[player].life


def _opponent_has_more(state: GameState, c: OpponentHasMore, ctx: Any) -> bool:
    """402.1, 119.1: some opponent's count exceeds the controller's by at least `by`."""
    mine = _size(state, ctx.controller, c.what)
    players = range(len(state.players)) if c.who is None else players_of(ctx, c.who)  # 506.2: defending player
    return any(_size(state, p, c.what) - mine >= c.by for p in players
               if p != ctx.controller and not state.players[p].lost)


def _opponent_life_at_most(state: GameState, c: OpponentLifeAtMost, ctx: Any) -> bool:
    """119.1: some opponent still in the game has that much life or less."""
    return any(p.life <= c.amount for p in state.players if p.index != ctx.controller and not p.lost)


EXTRA_CONDITIONS[OpponentHasMore] = _opponent_has_more
EXTRA_CONDITIONS[OpponentLifeAtMost] = _opponent_life_at_most
# 611.3a: read by the layers too (a life total isn't a characteristic; a change clears the characteristics cache)
EXTRA_STATIC_CONDITIONS[OpponentLifeAtMost] = (
    lambda state, cond, source, controller, work: any(p.life <= cond.amount for p in state.players
                                                      if p.index != controller and not p.lost))
