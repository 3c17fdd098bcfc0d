"""Demonstrate (702.144a): 'When you cast this spell, you may copy it and you may choose new targets for the
copy. If you copy the spell, choose an opponent. That player copies the spell and may choose new targets for
that copy.' The choice to copy is made as the trigger resolves (the rulings); each copy is made by the one copy
primitive (707.10) under its copier's control, who is asked about new targets (707.10c); the opponent's copy
goes on the stack last, so it resolves first."""

from __future__ import annotations

from lithoform.mechanics.demonstrate.nodes import DemonstrateCopies
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.stack.copy import copy_stack_object
from lithoform.state.model import StackAbility, player_ref


def _demonstrate(ctx: Ctx, e: DemonstrateCopies) -> None:
    st = ctx.state
    spell = ctx.trigger_object
    obj = st.known(spell)  # 608.2h: a spell countered meanwhile is copied as it last existed on the stack
    if obj is None or isinstance(obj, StackAbility):
        return
    (yes,) = ctx.ask(ctx.controller, "may", f"copy {obj.card}? (702.144a)", (1, 0), 1, 1, purpose="demonstrate")
    if not yes:
        return  # the rulings: no copy of yours, no opponent's copy either
    copy_stack_object(st, spell, ctx.controller, True)
    opponents = tuple(p.index for p in st.players if p.index != ctx.controller and not p.lost)
    if not opponents:
        return
    opponent = opponents[0]
    if len(opponents) > 1:
        refs = tuple(player_ref(p) for p in opponents)
        (ref,) = ctx.ask(ctx.controller, "choose", "choose an opponent to also copy it (702.144a)", refs, 1, 1)
        opponent = opponents[refs.index(ref)]
    copy_stack_object(st, spell, opponent, True)


register_effect(DemonstrateCopies, _demonstrate)
