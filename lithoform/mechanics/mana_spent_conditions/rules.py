"""Mana-spent conditions (601.2h), the rules part: the types of the mana paid to cast the spell are recorded as it
is paid (choices.spent_types; the permanent it becomes keeps them as cast_spent, and a copy has none, 707.10).
The condition reads the resolving spell's own record, or, for a permanent (an enters trigger's 'unless {U} was
spent to cast it', an adamant permanent entering with a counter), the record of the spell it was."""

from __future__ import annotations

from lithoform.mechanics.mana_spent_conditions.nodes import ManaWasSpent
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.model import STACK, GameState, Obj


def _spent(state: GameState, ctx: Ctx) -> str:
    """The mana types spent to cast the resolving spell (ctx.oid) or the spell its source was."""
    for oid in (ctx.oid, ctx.source):
        obj = state.known(oid) if oid else None
        if isinstance(obj, Obj):
            if obj.zone == STACK and obj.choices is not None:
                return obj.choices.spent_types
            return obj.cast_spent
    return ctx.choices.spent_types


def mana_was_spent(state: GameState, cond: ManaWasSpent, ctx: Ctx) -> bool:
    return _holds(state, cond, ctx) != cond.negated


def _holds(state: GameState, cond: ManaWasSpent, ctx: Ctx) -> bool:
    spent = _spent(state, ctx)
    if cond.same_color:
        return any(spent.count(color) >= cond.at_least for color in "WUBRG")
    return all(spent.count(color) >= cond.at_least for color in cond.colors)


EXTRA_CONDITIONS[ManaWasSpent] = mana_was_spent
