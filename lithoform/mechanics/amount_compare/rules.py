"""Amount comparisons, the rules part. 608.2c: a condition in a resolving spell's text ('if its mana value is less
than or equal to ...') is checked as the spell resolves; both amounts are counted then (the mana value of an object
that left is read from its last known information, 608.2h)."""

from __future__ import annotations

from lithoform.mechanics.amount_compare.nodes import AmountAtMostAmount
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.model import GameState


def _at_most(state: GameState, cond: AmountAtMostAmount, ctx: Ctx) -> bool:
    """608.2c: true when the left amount, counted now, is at most the right one."""
    return ctx.amount(cond.left) <= ctx.amount(cond.right)


EXTRA_CONDITIONS[AmountAtMostAmount] = _at_most
