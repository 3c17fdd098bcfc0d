"""Cumulative upkeep (702.24a): 'At the beginning of your upkeep, if this permanent is on the battlefield,
put an age counter on this permanent. Then you may pay [cost] for each age counter on it. If you don't,
sacrifice it.' The age counters belong to no instance of the ability: each instance counts all of them as
it resolves (702.24b). The mana is paid as 'unless you pay' is (118.12: the auto-payer's plan, 605.3a)."""

from __future__ import annotations

from lithoform.cards.mana import ManaCost, parse_cost
from lithoform.cards.tree import CumulativeUpkeep
from lithoform.cards.trigger_events import CUMULATIVE_UPKEEP_UNPAID
from lithoform.rules.context import Ctx
from lithoform.rules.damage import lose_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.rules.zones import move, sacrifice
from lithoform.state.model import BATTLEFIELD, EXILE, LIBRARY, Obj, player_ref, zone_key

AGE = "age"


def _times(cost: ManaCost, n: int) -> ManaCost:
    return ManaCost(cost.generic * n, cost.symbols * n, 0)


def _cumulative_upkeep(ctx: Ctx, e: CumulativeUpkeep) -> None:
    """702.24a-b: an age counter, then pay the cost once for each age counter on it, or sacrifice it."""
    st = ctx.state
    src = st.objects.get(ctx.source)
    if not isinstance(src, Obj) or src.zone != BATTLEFIELD:
        return  # 603.4: the intervening 'if' (it is on the battlefield) no longer holds
    put_counters(st, ctx.source, AGE, 1)
    n = st.objects[ctx.source].counter(AGE)  # 702.24b: every age counter on it, however it got them
    if e.life:
        _pay_life_or_sacrifice(ctx, e.life * n)
        return
    if e.exile_top:
        _exile_or_sacrifice(ctx, e.exile_top * n)
        return
    cost = _times(parse_cost(e.mana), n)
    if not cost.is_zero():
        plan = autopay_plan(st, ctx.controller, cost)
        if plan is None:
            _unpaid(ctx)
            return
        (yes,) = ctx.ask(ctx.controller, "may", f"pay {cost} (cumulative upkeep)?", (1, 0), 1, 1)
        if not yes:
            _unpaid(ctx)
            return
        for source, k, color in plan[0]:
            activate_mana_ability(st, ctx.controller, source, k, color, ())
        if not pay_mana(st, ctx.controller, cost, plan[1]):
            _unpaid(ctx)
            return
    st.emit("paid", ("702.24a",), player=ctx.controller, obj=ctx.oid, cost=str(cost), life=0)


def _unpaid(ctx: Ctx) -> None:
    """702.24a: the cost isn't paid: 'When a player doesn't pay ~'s cumulative upkeep' triggers (the permanent is
    still there: Thought Lash's ruling, 'you'll sacrifice Thought Lash as normal, then, when its triggered ability
    resolves, you'll exile all cards in your library'), and the permanent is sacrificed."""
    st = ctx.state
    object_event_triggers(st, CUMULATIVE_UPKEEP_UNPAID, ctx.source, triggering=player_ref(ctx.controller))
    sacrifice(st, ctx.source)


def _exile_or_sacrifice(ctx: Ctx, n: int) -> None:
    """702.24a with 'Exile the top card of your library': N cards for N age counters; 118.3: only a library with
    that many cards can pay it."""
    st = ctx.state
    library = st.zones[zone_key(LIBRARY, ctx.controller)]
    if len(library) < n:
        _unpaid(ctx)
        return
    (yes,) = ctx.ask(ctx.controller, "may", f"exile the top {n} card(s) of your library (cumulative upkeep)?",
                     (1, 0), 1, 1)
    if not yes:
        _unpaid(ctx)
        return
    for oid in library[:n]:
        move(st, oid, EXILE, rules=("702.24a", "406.2"))
    st.emit("paid", ("702.24a",), player=ctx.controller, obj=ctx.oid, cost=f"exile {n}", life=0)


def _pay_life_or_sacrifice(ctx: Ctx, life: int) -> None:
    """702.24a with a life cost: pay that much life for the age counters or sacrifice it; 119.4: a player can pay
    life only if their life total is at least the payment."""
    st = ctx.state
    player = st.players[ctx.controller]
    if player.life < life:
        _unpaid(ctx)
        return
    (yes,) = ctx.ask(ctx.controller, "may", f"pay {life} life (cumulative upkeep)?", (1, 0), 1, 1)
    if not yes:
        _unpaid(ctx)
        return
    lose_life(st, ctx.controller, life, ("119.4",), paid=True)  # 119.4; 'whenever you pay life' sees it


register_effect(CumulativeUpkeep, _cumulative_upkeep)
