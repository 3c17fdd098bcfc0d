"""'Each creature deals 1 damage to its controller.', the rules part: each permanent of the kind on the
battlefield as the effect applies deals the damage (it is the source, 120.1, so its abilities such as lifelink and
deathtouch count, 702.15b) to the player who controls it (120.3a)."""

from __future__ import annotations

from lithoform.mechanics.damage_to_controller.nodes import EachDealsDamageToController
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import deal_damage
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, player_ref


def _each_deals_to_controller(ctx: Ctx, e: EachDealsDamageToController) -> None:
    st = ctx.state
    sources = [(o, st.objects[o].controller) for o in st.zones[BATTLEFIELD]
               if matches(st, e.filter, o, ctx.controller, ctx.source)]
    for source, controller in sources:
        deal_damage(st, source, player_ref(controller), e.amount)


register_effect(EachDealsDamageToController, _each_deals_to_controller)
