"""'The exiled card's owner may cast that card without paying its mana cost.' (Spell Queller): 607.2a (the
card the linked ability exiled), 608.2g (cast during the resolution, rules/stack/during_resolution.py), 118.9
(an alternative cost of no mana). Each card still in exile (400.7) that its owner could cast (601.2c) is
offered; the owner decides."""

from __future__ import annotations

from lithoform.cards.tree import Cost
from lithoform.mechanics.cast_exiled_now.nodes import OwnerMayCastLinked
from lithoform.rules.context import Ctx, linked
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import DURING_RESOLUTION, cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import EXILE, Obj


def _owner_may_cast_linked(ctx: Ctx, e: OwnerMayCastLinked) -> None:
    st = ctx.state
    for card in linked(st, ctx.source, e.key):
        obj = st.objects.get(card)
        if not isinstance(obj, Obj) or obj.zone != EXILE or "Land" in chars(st, card).types:
            continue
        if not can_cast(st, obj.owner, card, via=Permission(card, DURING_RESOLUTION, False, Cost())):
            continue
        (yes,) = ctx.ask(obj.owner, "may", f"cast {obj.card} without paying its mana cost? (608.2g)", (1, 0), 1, 1,
                         purpose="cast_free")
        if yes:
            cast_during_resolution(st, obj.owner, card)


register_effect(OwnerMayCastLinked, _owner_may_cast_linked)
