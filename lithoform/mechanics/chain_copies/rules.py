"""'Chain' spells (Chain Lightning): 'Then that player or that permanent's controller may pay [mana]. If the
player does, they may copy this spell and may choose a new target for that copy.'; Chain of Vapor's 'may sacrifice
a land', Chain of Plasma's 'may discard a card', Chain of Acid's free 'may copy this spell'.

As the spell resolves (its target legal, else it doesn't resolve, 608.2b), the player is the target player, or
the controller of the target permanent (as it last existed if it has just left, 608.2h: Chain of Vapor's returned
permanent). That player chooses whether to pay (118.12; mana by the auto-payer's plan: mana abilities then the
pool, 605.3a; a sacrifice of a permanent they control, 701.21a; a discard from their hand, 701.9a); if they pay
they choose whether to copy the spell; the copy is put on the stack under their control, with the original's
choices and a new target if they choose one (707.10, 707.10c: the one copy primitive). The copy isn't cast
(707.10)."""

from __future__ import annotations

from lithoform.cards.mana import parse_cost
from lithoform.mechanics.chain_copies.nodes import ChainPayCopy
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana, sacrifice_candidates
from lithoform.rules.stack.copy import copy_stack_object
from lithoform.rules.zones import discard, sacrifice
from lithoform.state.model import HAND, STACK, ref_player, zone_key


def _payer(ctx: Ctx) -> int | None:
    chosen = ctx.legal[0] if ctx.legal else ()
    if not chosen:
        return None
    target = chosen[0]
    if target < 0:
        return ref_player(target)
    known = ctx.state.known(target)
    return None if known is None else known.controller


def _paid_mana(ctx: Ctx, payer: int, e: ChainPayCopy) -> bool:
    st = ctx.state
    cost = parse_cost(e.mana)
    plan = autopay_plan(st, payer, cost)
    if plan is None:
        return False
    (yes,) = ctx.ask(payer, "may", f"pay {e.mana} to copy the spell?", (1, 0), 1, 1, purpose="chain_pay")
    if not yes:
        return False
    for source, n, color in plan[0]:
        activate_mana_ability(st, payer, source, n, color, ())
    if not pay_mana(st, payer, cost, plan[1]):
        return False
    st.emit("paid", ("118.12",), player=payer, obj=ctx.oid, cost=e.mana, life=0)
    return True


def _paid_sacrifice(ctx: Ctx, payer: int, e: ChainPayCopy) -> bool:
    """701.21a: a permanent the payer controls, chosen by them; none to sacrifice, no copy."""
    options = tuple(sacrifice_candidates(ctx.state, payer, e.sacrifice, ctx.source))
    if not options:
        return False
    answer = ctx.ask(payer, "choose", "sacrifice one to copy the spell? (none: don't)", options, 0, 1,
                     purpose="chain_pay")
    if not answer:
        return False
    chosen = answer[0]
    sacrifice(ctx.state, chosen)
    return True


def _paid_discard(ctx: Ctx, payer: int) -> bool:
    """701.9a: a card of the payer's hand, chosen by them."""
    options = tuple(ctx.state.zones[zone_key(HAND, payer)])
    if not options:
        return False
    answer = ctx.ask(payer, "choose", "discard one to copy the spell? (none: don't)", options, 0, 1,
                     purpose="chain_pay")
    if not answer:
        return False
    chosen = answer[0]
    discard(ctx.state, chosen)
    return True


def _chain_pay_copy(ctx: Ctx, e: ChainPayCopy) -> None:
    st = ctx.state
    payer = _payer(ctx)
    if payer is None:
        return
    if e.mana:
        paid = _paid_mana(ctx, payer, e)
    elif e.sacrifice is not None:
        paid = _paid_sacrifice(ctx, payer, e)
    elif e.discard:
        paid = _paid_discard(ctx, payer)
    else:
        paid = True  # 'that player may copy this spell' (Chain of Acid, Chain of Smog): no price
    if not paid:
        return
    spell = st.objects.get(ctx.oid)
    if spell is None or spell.zone != STACK:
        return
    (copy,) = ctx.ask(payer, "may", "copy the spell? (707.10)", (1, 0), 1, 1, purpose="chain_copy")
    if copy:
        copy_stack_object(st, ctx.oid, payer, True)


register_effect(ChainPayCopy, _chain_pay_copy)
