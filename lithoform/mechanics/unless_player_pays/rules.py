"""Another player's payment on resolution (118.12, 608.2d): '[effect] unless that player pays {N}'. The
player chooses whether to pay as the ability resolves; they can pay only with mana they can make now (the
auto-payer's plan, 605.3a: mana abilities activated while paying). {X} counted as it resolves, a negative X
being {0} (Esper Sentinel's ruling: the opponent may still decline to pay {0})."""

from __future__ import annotations

from lithoform.cards.mana import parse_cost
from lithoform.mechanics.unless_player_pays.nodes import UnlessPlayerPays
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana


def _unless_player_pays(ctx: Ctx, e: UnlessPlayerPays) -> None:
    st = ctx.state
    payers = players_of(ctx, e.who)
    n = max(0, ctx.amount(e.generic))
    symbols = f"{{{n}}}"
    if payers:
        payer = payers[0]
        cost = parse_cost(symbols)
        plan = autopay_plan(st, payer, cost)
        if plan is not None:
            (yes,) = ctx.ask(payer, "may", f"pay {symbols} (else the other player's effect happens)?", (1, 0), 1, 1)
            if yes:
                for source, k, color in plan[0]:
                    activate_mana_ability(st, payer, source, k, color, ())
                if pay_mana(st, payer, cost, plan[1]):
                    st.emit("paid", ("118.12",), player=payer, obj=ctx.oid, cost=symbols, life=0)
                    return
    effects.run_effect(ctx, e.otherwise)


register_effect(UnlessPlayerPays, _unless_player_pays)
