"""Setting a life total (119.5): 'If an effect sets a player's life total to a specific number, the player gains
or loses the necessary amount of life to end up with the new total.' So the change is a life gain (119.10: it
triggers 'whenever you gain life'; 119.7: a player who can't gain life gains none, and replacements of the gain
apply) or a loss of life (119.3), never a damage event.

The new total is found once, as the effect resolves, before any player's life changes: 'the highest life total
among all players' is read before anyone's total is set (608.2h)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.life_total_becomes.nodes import (
    HALF_STARTING,
    HIGHEST,
    LOWEST,
    STARTING,
    THEY_CONTROL,
    SetLifeTotal,
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import gain_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.oracle import STARTING_LIFE
from lithoform.state.model import BATTLEFIELD, ref_player


def _value(ctx: Ctx, e: SetLifeTotal) -> int:
    """The new life total (103.4: the starting life total is 20)."""
    alive = [p.life for p in ctx.state.players if not p.lost]
    if e.kind == STARTING:
        return STARTING_LIFE
    if e.kind == HALF_STARTING:
        return STARTING_LIFE // 2  # 'rounded down' (107.1a)
    if e.kind == HIGHEST:
        return max(alive)
    if e.kind == LOWEST:
        return min(alive)
    return e.number


def _they_control(ctx: Ctx, e: SetLifeTotal, player: int) -> int:
    """'the number of creatures they control' (Biorhythm): the player's own count, counted as it resolves."""
    st = ctx.state
    return sum(1 for o in st.zones[BATTLEFIELD] if st.objects[o].controller == player
               and matches(st, e.filter, o, ctx.controller, ctx.source))


def _set_life_total(ctx: Ctx, e: SetLifeTotal) -> None:
    """119.5: each player gains or loses the difference between the new total and their life total; each
    player's new total is found before any total changes (608.2h)."""
    st = ctx.state
    players = [ref_player(r) for r in ctx.refs(e.who)]
    news = {p: _they_control(ctx, e, p) if e.kind == THEY_CONTROL else _value(ctx, e) for p in players}
    for index in players:
        new = news[index]
        p = st.players[index]
        if new > p.life:
            gain_life(st, p.index, new - p.life, ("119.5", "119.3"))  # 119.7 and life-gain replacements apply
        elif new < p.life:
            st.set_player(msgspec.structs.replace(p, life=new))
            st.emit("life", ("119.5", "119.3"), player=p.index, amount=new - p.life)


register_effect(SetLifeTotal, _set_life_total)
