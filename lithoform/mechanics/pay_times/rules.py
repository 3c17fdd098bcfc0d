"""Paying a cost any number of times (603.12), the rules part: as the ability resolves, its controller chooses
a number of times they can pay (the auto-payer's plan for that many times the cost, 605.3a) and pays it; if it
is one or more, the reflexive ability triggers with that number as its X ('that many')."""

from __future__ import annotations

from lithoform.cards.mana import parse_cost
from lithoform.mechanics.pay_times.nodes import PayAnyNumberOfTimes
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana
from lithoform.state.model import Waiting

_MOST = 20  # more payments than any board could make: the search for the most stops there


def _pay_times(ctx: Ctx, e: PayAnyNumberOfTimes) -> None:
    st = ctx.state
    player = ctx.controller
    most = 0
    while most < _MOST and autopay_plan(st, player, parse_cost(e.mana * (most + 1))) is not None:
        most += 1
    (times,) = ctx.ask(player, "amount", f"pay {e.mana} how many times?", tuple(range(most + 1)), 1, 1)
    if times <= 0:
        return
    cost = parse_cost(e.mana * times)
    plan = autopay_plan(st, player, cost)
    if plan is None:
        return
    activations, life = plan
    for oid, n, color in activations:
        activate_mana_ability(st, player, oid, n, color, ())
    if not pay_mana(st, player, cost, life):
        return
    st.emit("paid", ("603.12",), player=player, obj=ctx.oid, cost=f"{times}x{e.mana}", life=0)
    name = chars(st, ctx.source).name
    st.waiting = st.waiting + (Waiting(player, ctx.source, name, e.then, x=times),)
    st.emit("trigger", ("603.12",), source=ctx.source, card=name, text=e.then.text)


register_effect(PayAnyNumberOfTimes, _pay_times)
