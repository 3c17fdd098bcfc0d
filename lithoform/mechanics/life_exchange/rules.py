"""Exchanging and doubling life totals.

701.12c: 'When life totals are exchanged, each player gains or loses the amount of life necessary to equal the
other player's previous life total. Replacement effects may modify these gains and losses, and triggered abilities
may trigger on them. A player who can't gain life can't be given a higher life total this way' (119.7); and
701.12a: if the entire exchange can't be completed, no part of it occurs.

701.10d: 'To double a player's life total, the player gains or loses an amount of life such that their new life
total is twice its current value.' (Beacon of Immortality ruling: a life total of -10 becomes -20, a loss.)"""

from __future__ import annotations

import msgspec

from lithoform.mechanics.life_exchange.nodes import DoubleLifeTotal, ExchangeLifeTotals
from lithoform.rules.context import Ctx
from lithoform.rules.damage import gain_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import LIFE_GAIN_FORBIDDEN
from lithoform.state.model import GameState, ref_player


def _change_to(state: GameState, player: int, new: int, rules: tuple[str, ...]) -> None:
    """The player gains (119.3, through the one path for gaining life) or loses the difference."""
    p = state.players[player]
    if new > p.life:
        gain_life(state, player, new - p.life, ("119.3", *rules))
    elif new < p.life:
        state.set_player(msgspec.structs.replace(p, life=new))
        state.emit("life", ("119.3", *rules), player=player, amount=new - p.life)


def _exchange(ctx: Ctx, e: ExchangeLifeTotals) -> None:
    """701.12c, 701.12a: the controller and the other player exchange life totals, or nothing happens."""
    st = ctx.state
    others = [ref_player(r) for r in ctx.refs(e.other) if r < 0]
    if not others or others[0] == ctx.controller:
        return
    me, other = ctx.controller, others[0]
    mine, theirs = st.players[me].life, st.players[other].life
    higher = me if theirs > mine else other if mine > theirs else None
    if higher is not None and any(fn(st, higher) for fn in LIFE_GAIN_FORBIDDEN.fns):
        st.emit("no_exchange", ("701.12a", "119.7"), player=higher)
        return
    _change_to(st, me, theirs, ("701.12c",))
    _change_to(st, other, mine, ("701.12c",))


def _double(ctx: Ctx, e: DoubleLifeTotal) -> None:
    """701.10d: each player's new life total is twice their current one."""
    for r in ctx.refs(e.who):
        if r < 0:
            player = ref_player(r)
            _change_to(ctx.state, player, 2 * ctx.state.players[player].life, ("701.10d",))


register_effect(ExchangeLifeTotals, _exchange)
register_effect(DoubleLifeTotal, _double)
