"""Ward with a cost other than mana, the rules part (702.21a, 118.12, 119.4, 701.9).

The ward trigger counters the spell or ability that targeted the permanent unless its controller pays: life
(119.4: only with at least that much life) or discarding cards (the payer chooses which). The payer decides
as the trigger resolves; a cost that can't be paid isn't offered."""

from __future__ import annotations

from lithoform.mechanics.ward_costs.nodes import CounterUnlessPaysCost
from lithoform.rules.context import Ctx
from lithoform.rules.damage import lose_life
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import discard
from lithoform.state.model import HAND, STACK, zone_key


def _counter_unless_pays_cost(ctx: Ctx, e: CounterUnlessPaysCost) -> None:
    st = ctx.state
    life, cards = e.cost.pay_life, e.cost.discard
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if obj is None or obj.zone != STACK:
            continue
        payer = obj.controller
        hand = st.zones[zone_key(HAND, payer)]
        if st.players[payer].life >= life and len(hand) >= cards:  # 119.4, 118.3: it can be paid
            what = f"pay {life} life" if life else f"discard {cards} card(s)"
            (yes,) = ctx.ask(payer, "may", f"{what}? (otherwise it is countered: ward, 702.21a)", (1, 0), 1, 1)
            if yes:
                if life:
                    lose_life(st, payer, life, ("119.4",), paid=True)
                if cards:
                    picked = hand if cards == len(hand) else ctx.ask(
                        payer, "choose", f"choose {cards} card(s) to discard (ward, 702.21a)", hand, cards, cards,
                        purpose="discard")
                    for c in picked:
                        discard(st, c)
                continue
        effects.counter(st, r)


register_effect(CounterUnlessPaysCost, _counter_unless_pays_cost)
