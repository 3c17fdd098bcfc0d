"""Amount comparisons, the rules part. 608.2c: a condition in a resolving spell's text ('if its mana value is less
than or equal to ...') is checked as the spell resolves; both amounts are counted then (the mana value of an object
that left is read from its last known information, 608.2h)."""

from __future__ import annotations

from lithoform.mechanics.amount_compare.nodes import AmountAtMostAmount, PowerGreaterThan
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import GameState


def _at_most(state: GameState, cond: AmountAtMostAmount, ctx: Ctx) -> bool:
    """608.2c: true when the left amount, counted now, is at most the right one."""
    return ctx.amount(cond.left) <= ctx.amount(cond.right)


EXTRA_CONDITIONS[AmountAtMostAmount] = _at_most


def _power(ctx: Ctx, what: object) -> int | None:
    """608.2h: the object's power now, or as it last existed on the battlefield; None when there is none."""
    for r in ctx.refs(what):  # type: ignore[arg-type]
        if r > 0 and ctx.state.known(r) is not None:
            return chars(ctx.state, r).power
    return None


def _power_greater(state: GameState, cond: PowerGreaterThan, ctx: Ctx) -> bool:
    """208.1: the first object's power is greater than the second's (both read now; negative values as they are)."""
    left, right = _power(ctx, cond.what), _power(ctx, cond.than)
    return left is not None and right is not None and left > right


EXTRA_CONDITIONS[PowerGreaterThan] = _power_greater
