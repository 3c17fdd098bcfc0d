"""'Chain' spells (Chain Lightning): 'Then that player or that permanent's controller may pay [mana]. If the
player does, they may copy this spell and may choose a new target for that copy.'

As the spell resolves (its target legal, else it doesn't resolve, 608.2b), the player is the target player, or
the controller of the target permanent. That player chooses whether to pay (118.12; the auto-payer's plan:
mana abilities then the pool, 605.3a); if they pay they choose whether to copy the spell; the copy is put on the
stack under their control, with the original's choices and a new target if they choose one (707.10, 707.10c:
the one copy primitive). The copy isn't cast (707.10)."""

from __future__ import annotations

from lithoform.cards.mana import parse_cost
from lithoform.mechanics.chain_copies.nodes import ChainPayCopy
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana
from lithoform.rules.stack.copy import copy_stack_object
from lithoform.state.model import STACK, ref_player


def _chain_pay_copy(ctx: Ctx, e: ChainPayCopy) -> None:
    st = ctx.state
    chosen = ctx.legal[0] if ctx.legal else ()
    if not chosen:
        return
    target = chosen[0]
    if target < 0:
        payer = ref_player(target)
    else:
        known = st.known(target)
        if known is None:
            return
        payer = known.controller
    cost = parse_cost(e.mana)
    plan = autopay_plan(st, payer, cost)
    if plan is None:
        return
    (yes,) = ctx.ask(payer, "may", f"pay {e.mana} to copy the spell?", (1, 0), 1, 1, purpose="chain_pay")
    if not yes:
        return
    for source, n, color in plan[0]:
        activate_mana_ability(st, payer, source, n, color, ())
    if not pay_mana(st, payer, cost, plan[1]):
        return
    st.emit("paid", ("118.12",), player=payer, obj=ctx.oid, cost=e.mana, life=0)
    spell = st.objects.get(ctx.oid)
    if spell is None or spell.zone != STACK:
        return
    (copy,) = ctx.ask(payer, "may", "copy the spell? (707.10)", (1, 0), 1, 1, purpose="chain_copy")
    if copy:
        copy_stack_object(st, ctx.oid, payer, True)


register_effect(ChainPayCopy, _chain_pay_copy)
