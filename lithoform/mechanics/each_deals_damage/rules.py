"""Several objects each dealing damage, the rules part (120.1, 120.2b): each object of the group is the source
of the damage it deals, so its own abilities (lifelink, deathtouch, infect: 120.3) apply to it. The amounts are
read once, before any of the damage is dealt (608.2h: the information is determined when the effect applies),
as the damage is dealt at the same time (120.9, 120.10): an 'is dealt damage' ability triggers once for it
(603.2c)."""

from __future__ import annotations

from lithoform.mechanics.each_deals_damage.nodes import (
    DealDamageDividedByController,
    EachDealsDamage,
    TappedThisWay,
)
from lithoform.rules.context import EXTRA_REFS, Ctx, events_this_resolution
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import deal_damage_together
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.names import describe
from lithoform.state.model import BATTLEFIELD


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
    amounts = [(s, each_amount(ctx, s, e)) for s in ctx.refs(e.sources)]  # all read first (608.2h)
    deal_damage_together(st, [(source, r, n) for source, n in amounts
                              for r in ((source,) if e.to_itself else recipients)])


def tapped_this_way(ctx: Ctx, ref: TappedThisWay) -> tuple[int, ...]:
    """'each Wolf tapped this way' (701.26a, 608.2c): the permanents the earlier instructions of this resolution
    tapped that match the filter, in the order they were tapped, while they are still on the battlefield (one
    that left is a new object, 400.7)."""
    st = ctx.state
    tapped = [e.args["obj"] for e in events_this_resolution(ctx) if e.kind == "tap"]
    return tuple(o for o in reversed(tapped)
                 if (obj := st.objects.get(o)) is not None and obj.zone == BATTLEFIELD
                 and matches(st, ref.filter, o, ctx.controller, ctx.source))


def _divided_by_controller(ctx: Ctx, e: DealDamageDividedByController) -> None:
    """608.2c, 608.2d: the controller of the source divides its damage among 'any number of those Wolves' as the
    ability resolves (Master of the Wild Hunt's ruling: they aren't targets, so nothing is announced). One small
    choice after another (how much of what is left goes to the next one); the last one gets the rest. Then all of
    it is dealt at once (120.1), to those still on the battlefield."""
    st = ctx.state
    sources = ctx.refs(e.source)
    among = ctx.refs(e.among)
    if not sources or not among:
        return
    source = sources[0]
    known = st.known(source)
    if known is None:
        return
    left = ctx.amount(e.amount)
    shares: list[tuple[int, int]] = []
    for i, r in enumerate(among):
        if left <= 0:
            break
        if i == len(among) - 1:
            n = left
        else:
            (n,) = ctx.ask(known.controller, "choose",
                           f"divide {left} damage: how much to {describe(st, r)}? (608.2d)",
                           tuple(range(left + 1)), 1, 1, labels=tuple(str(k) for k in range(left + 1)),
                           purpose="divide_damage")
        shares.append((r, n))
        left -= n
    deal_damage_together(st, [(source, r, n) for r, n in shares])


EXTRA_REFS[TappedThisWay] = tapped_this_way
register_effect(EachDealsDamage, _each_deals_damage)
register_effect(DealDamageDividedByController, _divided_by_controller)
