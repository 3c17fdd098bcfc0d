"""Paying life on resolution, the rules part (119.4, 118.3): the life is paid only if the player has at
least that much (a payment of 0 is always possible); the payment is logged, so an 'if you do' after it
(608.2c, MayThen) follows only a payment."""

from __future__ import annotations

from lithoform.mechanics.pay_life.nodes import PayLife
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.damage import lose_life
from lithoform.rules.effects.interpreter import register_effect


def _pay_life(ctx: Ctx, e: PayLife) -> None:
    """119.4: a player can pay life only if their life total is greater than or equal to the payment;
    118.3: a cost that can't be paid isn't (then nothing is logged and 'if you do' doesn't follow)."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        p = st.players[player]
        if e.amount > 0 and p.life < e.amount:
            continue
        lose_life(st, player, e.amount, ("119.4",), paid=True)


register_effect(PayLife, _pay_life)
