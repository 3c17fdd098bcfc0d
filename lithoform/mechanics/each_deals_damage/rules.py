"""Several objects each dealing damage, the rules part (120.1, 120.2b): each object of the group is the source
of the damage it deals, so its own abilities (lifelink, deathtouch, infect: 120.3) apply to it. The amounts are
read once, before any of the damage is dealt (608.2h: the information is determined when the effect applies),
as the damage is dealt at the same time (120.9)."""

from __future__ import annotations

from lithoform.mechanics.each_deals_damage.nodes import EachDealsDamage
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.damage import deal_damage
from lithoform.rules.effects.interpreter import register_effect


def each_amount(ctx: Ctx, source: int, e: EachDealsDamage) -> int:
    """The damage one source deals: its power as the effect applies (its last known information
    if it has left its zone, 608.2h), never less than 0 (a negative value deals no damage, 120.8), or the
    printed amount."""
    if not e.equal_to:
        return e.amount
    return max(0, chars(ctx.state, source).power or 0)


def _each_deals_damage(ctx: Ctx, e: EachDealsDamage) -> None:
    st = ctx.state
    recipients = () if e.to_itself else ctx.refs(e.to)
    dealt = [(s, each_amount(ctx, s, e)) for s in ctx.refs(e.sources)]  # all read first (608.2h)
    for source, n in dealt:
        for r in (source,) if e.to_itself else recipients:
            deal_damage(st, source, r, n)


register_effect(EachDealsDamage, _each_deals_damage)
