"""Reanimation Auras, the rules part (303.4a, 303.4d, 607.2a, 603.7a, 701.3; Animate Dead, Dance of the Dead).

Animate Dead enters attached to the creature card it targeted in a graveyard (303.4f; its enchant ability allows
a card there, rules/sba.py). Its enters trigger, if it is still on the battlefield (603.4), swaps that enchant
ability for 'enchant creature put onto the battlefield with ~' (layer 6, 613.1f), returns the card (a new object,
400.7) under its controller's control, links that creature to the Aura (607.2a) and attaches the Aura to it
(701.3a); if the Aura can't legally be attached (protection from black, 702.16c), it stays attached to nothing
and the state-based action puts it into the graveyard (704.5m). The delayed 'When ~ leaves the battlefield, that
creature's controller sacrifices it.' (603.7a) then triggers, once (603.7c), and the creature, if still the same
object on the battlefield, is sacrificed by its controller (701.21a)."""

from __future__ import annotations

from lithoform.cards.tree import Enchant, TargetSpec, Trigger
from lithoform.cards.trigger_events import THAT_LEAVES
from lithoform.mechanics.reanimation_auras.nodes import (
    ReturnEnchantedCard,
    SacrificePutWithSource,
    SacrificeWhenSourceLeaves,
)
from lithoform.rules.context import Ctx, add_link, linked
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import attach, register_effect
from lithoform.rules.hooks import ATTACH_FORBIDDEN
from lithoform.rules.sba import PUT_WITH_KEY
from lithoform.rules.stack.targets import permanent_matches
from lithoform.rules.zones import move, sacrifice
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, Delayed, Obj

_GAME = "game"  # a Delayed that lasts until it triggers (rules/turn/steps.py keeps it at cleanup)


def _may_enchant(ctx: Ctx, aura: int, host: int) -> bool:
    """303.4d, 701.3b: the Aura's enchant ability (as it is now) allows `host`, and nothing forbids it."""
    st = ctx.state
    if any(fn(st, aura, host) for fn in ATTACH_FORBIDDEN.fns):
        return False
    enchant = next((a for a in chars(st, aura).abilities if isinstance(a, Enchant)), None)
    if enchant is None or enchant.zone != "battlefield":
        return False
    if enchant.put_with_this and host not in linked(st, aura, PUT_WITH_KEY):
        return False
    return permanent_matches(st, TargetSpec(enchant.kind, enchant.filter), host, ctx.controller, aura)


def _return_enchanted(ctx: Ctx, e: ReturnEnchantedCard) -> None:
    st = ctx.state
    aura = st.objects.get(ctx.source)
    if not isinstance(aura, Obj) or aura.zone != BATTLEFIELD:
        return  # the ruling: if Animate Dead isn't on the battlefield, none of its effects happen
    card = st.objects.get(aura.attached_to) if aura.attached_to > 0 else None
    if not isinstance(card, Obj) or card.zone != GRAVEYARD:
        return
    new = move(st, card.id, BATTLEFIELD, controller=ctx.controller, tapped=e.tapped, rules=("110.2a", "400.7"))
    if not new or st.objects[new].zone != BATTLEFIELD:
        return
    add_link(st, aura.id, PUT_WITH_KEY, (new,))  # 607.2a: the creature put onto the battlefield with it
    if _may_enchant(ctx, aura.id, new):
        attach(st, aura.id, new)
    else:  # 701.3b: it stays where it is, attached to a card that no longer exists: 704.5m follows
        st.emit("aura_not_attached", ("701.3b", "704.5m"), card=chars(st, aura.id).name)


def _sacrifice_when_leaves(ctx: Ctx, e: SacrificeWhenSourceLeaves) -> None:
    """603.7a: created now, waiting for this object (603.7c) to leave the battlefield; it lasts until then."""
    st = ctx.state
    src = st.objects.get(ctx.source)
    if not isinstance(src, Obj) or src.zone != BATTLEFIELD:
        return
    name = chars(st, ctx.source).name
    record = Delayed(st.new_id(), ctx.controller, ctx.source, name, "", SacrificePutWithSource(), (ctx.source,),
                     next_only=True, trigger=Trigger(THAT_LEAVES), lasts=_GAME)
    st.delayed = st.delayed + (record,)
    st.emit("delayed_trigger", ("603.7a", "603.7c"), card=name, step="when it leaves the battlefield")


def _sacrifice_put_with(ctx: Ctx, e: SacrificePutWithSource) -> None:
    st = ctx.state
    for oid in linked(st, ctx.source, PUT_WITH_KEY):
        if st.objects[oid].zone == BATTLEFIELD:
            sacrifice(st, oid)  # by its controller (701.21a)


register_effect(ReturnEnchantedCard, _return_enchanted)
register_effect(SacrificeWhenSourceLeaves, _sacrifice_when_leaves)
register_effect(SacrificePutWithSource, _sacrifice_put_with)
