"""Several named targets acted on together, the rules part (115.1, 608.2b): the still-legal objects of each slot,
in slot order, so one instruction ('destroy', 'exile', 'return ... to their owners' hands') moves them at once."""

from __future__ import annotations

from lithoform.cards.tree import Target
from lithoform.mechanics.two_targets.nodes import TargetsTogether
from lithoform.rules.context import EXTRA_REFS, Ctx


def _targets_together(ctx: Ctx, ref: TargetsTogether) -> tuple[int, ...]:
    out: list[int] = []
    for slot in ref.slots:
        out.extend(r for r in ctx.refs(Target(slot)) if r not in out)
    return tuple(out)


EXTRA_REFS[TargetsTogether] = _targets_together
