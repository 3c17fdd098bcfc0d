"""An Aura returned from its owner's graveyard attached to a named object, the rules part (303.4i, 110.2a, 113.6m;
Dragon Breath).

'When a creature with mana value 6 or greater enters the battlefield, you may return Dragon Breath from your
graveyard to the battlefield attached to that creature.': the card, if still in the graveyard as the ability
resolves, enters attached to that creature. 303.4i: if the Aura can't legally enchant it (its enchant ability,
protection from it, 702.16c, or the creature has left the battlefield), the Aura stays in the graveyard."""

from __future__ import annotations

from lithoform.cards.tree import Enchant, TargetSpec
from lithoform.mechanics.return_attached.nodes import ReturnSelfAttached
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import attach, register_effect
from lithoform.rules.hooks import ATTACH_FORBIDDEN
from lithoform.rules.stack.targets import permanent_matches
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, zone_key


def _can_enchant(ctx: Ctx, aura: int, host: int) -> bool:
    """303.4i: the Aura's enchant ability allows the host, and nothing forbids the attachment (702.16c)."""
    st = ctx.state
    if host not in st.objects or st.objects[host].zone != BATTLEFIELD:
        return False
    if any(fn(st, aura, host) for fn in ATTACH_FORBIDDEN.fns):
        return False
    enchants = [a for a in chars(st, aura).abilities if isinstance(a, Enchant)]
    if not enchants:
        return False  # not an Aura: 303.4h would put it in unattached, which the text doesn't mean
    return permanent_matches(st, TargetSpec(enchants[0].kind, enchants[0].filter), host, ctx.controller, aura)


def _return_self_attached(ctx: Ctx, e: ReturnSelfAttached) -> None:
    st = ctx.state
    aura = ctx.source
    owner = st.objects[aura].owner if aura in st.objects else -1
    if owner < 0 or aura not in st.zones[zone_key(GRAVEYARD, owner)]:
        return  # it left the graveyard: a new object (400.7), not returned
    hosts = [h for h in ctx.refs(e.host) if h > 0]
    if e.then_attach:
        # Sword of the Meek: it returns, then is attached (701.3a); its ruling: 'If Sword of the Meek can't be
        # attached to the creature ..., most likely because that creature has left the battlefield, Sword of the
        # Meek returns to the battlefield and remains unattached.' (701.3b)
        new = move(st, aura, BATTLEFIELD, controller=ctx.controller, rules=("110.2a", "113.6m"))
        host = hosts[0] if hosts else 0
        if new and host in st.objects and st.objects[host].zone == BATTLEFIELD \
                and not any(fn(st, new, host) for fn in ATTACH_FORBIDDEN.fns):
            attach(st, new, host)
        return
    if not hosts or not _can_enchant(ctx, aura, hosts[0]):
        st.emit("aura_stays", ("303.4i",), card=chars(st, aura).name)
        return
    move(st, aura, BATTLEFIELD, controller=ctx.controller, attach_to=hosts[0], rules=("303.4i", "110.2a"))


register_effect(ReturnSelfAttached, _return_self_attached)
