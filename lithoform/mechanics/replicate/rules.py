"""Replicate, the rules part (702.56a): 'copy it for each time its replicate cost was paid. If the spell has
any targets, you may choose new targets for any of the copies.' The count is the spell's announced replicate
payments (Choices.additional, 601.2b); each copy is made by the one copy primitive (707.10), which asks about
new targets one copy at a time (707.10c). A copy keeps the original's choices (707.10) but isn't cast, so it
doesn't trigger replicate again."""

from __future__ import annotations

from lithoform.mechanics.replicate.nodes import ReplicateCopies
from lithoform.mechanics.replicate.text import REPLICATE
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.stack.copy import copy_stack_object


def _replicate_copies(ctx: Ctx, e: ReplicateCopies) -> None:
    """702.56a: one copy for each time the replicate cost was paid."""
    st = ctx.state
    spell = ctx.trigger_object
    obj = st.known(spell)  # 608.2h: a countered spell is copied as it last existed (Lose Focus's ruling)
    if obj is None or obj.choices is None:
        return
    for _ in range(obj.choices.additional.count(REPLICATE)):
        copy_stack_object(st, spell, ctx.controller, True)


register_effect(ReplicateCopies, _replicate_copies)
