"""'Target creature blocks ~ this turn if able' and "target creature can't block ~ this turn" (509.1b-c): the
attacker is found as the effect resolves, and the rule naming it is granted until end of turn (611.2c); the
combat rules read it as blockers are declared (rules/combat/requirements.py)."""

from __future__ import annotations

from lithoform.cards.combat_rule_kinds import BLOCKS_OBJECT_IF_ABLE, CANT_BLOCK_OBJECT
from lithoform.cards.tree import AddAbilities, ApplyContinuous, CombatRule
from lithoform.mechanics.lure.nodes import BlockObjectThisTurn
from lithoform.rules.combat.steps import END_OF_COMBAT
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.state.model import BATTLEFIELD


def _block_object(ctx: Ctx, e: BlockObjectThisTurn) -> None:
    kind = BLOCKS_OBJECT_IF_ABLE if e.must else CANT_BLOCK_OBJECT
    st = ctx.state
    for attacker in ctx.refs(e.attacker):
        if attacker > 0 and attacker in st.objects and st.objects[attacker].zone == BATTLEFIELD:
            rule = CombatRule(kind, object=attacker)
            until = END_OF_COMBAT if e.this_combat else "end_of_turn"
            run_effect(ctx, ApplyContinuous((AddAbilities(abilities=(rule,)),), e.what, until))


register_effect(BlockObjectThisTurn, _block_object)
