"""'the amount of mana spent to cast ~ / that spell' (601.2h), the rules part.

601.2h: the player pays the total cost; the mana spent is what left their pool in that payment
(rules/execute.py records it in the spell's choices as `mana_spent`). A copy isn't cast, so no mana was
spent to cast it (707.10; Memory Deluge ruling: 'If Memory Deluge is copied, no mana was spent to cast the
copy, so X will be 0'); nor was any for a spell cast without paying its mana cost. Mana paid later (to stop
it being countered) isn't counted. The spell's last known information answers once it has left the stack
(608.2h; Smoldering Egg's trigger resolves before the spell, or after it was countered)."""

from __future__ import annotations

from lithoform.mechanics.mana_spent.nodes import ManaSpentToCast, NoManaSpentToCast
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.state.model import Obj


def _mana_spent(ctx: Ctx, value: ManaSpentToCast) -> int:
    for r in ctx.refs(value.what):
        if r <= 0:
            continue
        if r == ctx.oid or r == ctx.source and ctx.oid == ctx.source:
            return ctx.choices.mana_spent  # the resolving spell itself
        obj = ctx.state.known(r)
        if isinstance(obj, Obj) and obj.choices is not None:
            return obj.choices.mana_spent
    return 0


def _no_mana_spent(state: object, cond: NoManaSpentToCast, ctx: Ctx) -> bool:
    """601.2h: none of the spell's total cost was paid with mana (Roiling Vortex, Nix)."""
    return _mana_spent(ctx, ManaSpentToCast(cond.what)) == 0


EXTRA_AMOUNTS[ManaSpentToCast] = _mana_spent
EXTRA_CONDITIONS[NoManaSpentToCast] = _no_mana_spent
