"""Converge (207.2c), the rules part: the colors among the mana spent to cast the spell (601.2h: rules/execute.py
records the type of each mana paid in the spell's choices as `spent_types`, and the permanent the spell becomes
keeps it as `cast_spent`). 105.1: white, blue, black, red and green are the colors; colorless mana adds none.
Rulings (Woodland Wanderer): 'If you cast it without paying its mana cost, no mana was spent to cast it' and a
copy of a permanent spell was not cast (707.10)."""

from __future__ import annotations

from lithoform.mechanics.converge.nodes import ColorsSpentToCast
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.state.model import Obj

_COLORS = frozenset("WUBRG")


def colors_in(spent: str) -> int:
    """105.1: how many different colors are among the mana types spent."""
    return len(_COLORS.intersection(spent))


def _colors_spent(ctx: Ctx, value: ColorsSpentToCast) -> int:
    for r in ctx.refs(value.what):
        if r <= 0:
            continue
        if r == ctx.oid:
            return colors_in(ctx.choices.spent_types)  # the resolving spell, or a permanent as it enters
        obj = ctx.state.known(r)
        if isinstance(obj, Obj):
            return colors_in(obj.choices.spent_types if obj.choices is not None else obj.cast_spent)
    return 0


EXTRA_AMOUNTS[ColorsSpentToCast] = _colors_spent
