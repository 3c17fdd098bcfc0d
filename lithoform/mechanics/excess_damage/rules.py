"""'Excess damage is dealt to that creature's controller instead.' (Flame Spill, Ram Through), the rules part.

120.4a: the damage event is modified before it is dealt: the excess is the damage beyond lethal damage to the
creature (its toughness less the damage already marked on it; with a deathtouch source, any damage beyond 1,
702.2c), or beyond a planeswalker's loyalty; for a permanent that is both, the greater excess. Replacement and
prevention effects are ignored while counting it (the Ram Through rulings); the two parts are then dealt at the
same time (120.4b, 120.10), each modified by replacement and prevention effects as usual."""

from __future__ import annotations

from lithoform.mechanics.excess_damage.nodes import DealExcessTo
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.damage import deal_damage_together
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def lethal_before_excess(state: GameState, source: int, ref: int) -> int | None:
    """120.4a: how much of the damage `source` deals to permanent `ref` is not excess (None: all of it, as the
    recipient is neither a creature nor a planeswalker, or is no longer on the battlefield)."""
    obj = state.objects.get(ref)
    if ref < 0 or not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return None
    c = chars(state, ref)
    limits = []
    if "Creature" in c.types:
        left = max(0, (c.toughness or 0) - obj.damage)
        limits.append(min(1, left) if "deathtouch" in chars(state, source).keywords else left)  # 702.2c
    if "Planeswalker" in c.types:
        limits.append(max(0, obj.counter("loyalty")))
    return min(limits) if limits else None  # (the greatest excess of the types it has)


def _deal_excess(ctx: Ctx, e: DealExcessTo) -> None:
    """120.4a then 120.4b: the damage, split into what is lethal to the permanent and the excess, dealt to
    `excess_to` instead; both at once. An illegal source target deals no damage (608.2b; the Ram Through
    rulings), and with no legal recipient nothing is dealt."""
    d = e.damage
    sources = ctx.refs(d.source)
    recipients = ctx.refs(d.to)
    if not sources or not recipients:
        return
    source, recipient = sources[0], recipients[0]
    amount = ctx.amount(d.amount)
    players = ctx.refs(e.excess_to)  # counted before any damage is dealt (608.2h)
    redirect = bool(players) and (e.condition is None or condition_holds(ctx.state, e.condition, ctx))
    lethal = lethal_before_excess(ctx.state, source, recipient) if redirect else None
    if lethal is None or amount <= lethal:
        deal_damage_together(ctx.state, [(source, recipient, amount)])
        return
    ctx.state.emit("excess_damage", ("120.4a",), source=source, card=chars(ctx.state, source).name,
                   amount=amount - lethal)
    deal_damage_together(ctx.state, [(source, recipient, lethal), (source, players[0], amount - lethal)])


register_effect(DealExcessTo, _deal_excess)
