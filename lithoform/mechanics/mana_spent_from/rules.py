"""Mana spent from a kind of source, the rules part (106.3, 601.2h, 602.2b).

rules/execute.py records the source of each mana paid for a spell or ability (`Choices.spent_from`); a copy
has none (707.10: no mana was spent to cast it). The spell is the resolving object itself, or, for a
triggered ability of the permanent it became ('if mana from a Treasure was spent to cast it'), the spell that
permanent was (its last known information, found from the zone change that put it onto the battlefield). Each
source is read as it last existed: a Treasure is sacrificed as its mana is made (608.2h)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.mana_spent_from.nodes import (
    ManaSpentFrom,
    ManaSpentFromCount,
    SnowSpent,
    SnowSpentCount,
)
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, STACK, Choices, GameState, Obj, StackAbility


def _spell(ctx: Ctx, what: Any) -> tuple[int, Choices | None] | None:
    """The spell (or activated ability) the object `what` stands for, and its choices (its payment)."""
    st = ctx.state
    resolving = st.known(ctx.oid) if ctx.oid else None
    if ctx.oid == ctx.source and isinstance(resolving, Obj) or (
            isinstance(resolving, StackAbility) and resolving.kind == "activated"):
        return ctx.oid, ctx.choices  # the resolving spell, or the resolving activated ability
    for r in ctx.refs(what):
        obj = st.known(r)
        if isinstance(obj, Obj) and obj.zone == STACK and obj.choices is not None:
            return r, obj.choices
        if isinstance(obj, Obj) and obj.zone == BATTLEFIELD:
            spell = _spell_it_was(st, r)
            if spell is not None and spell.choices is not None:
                return spell.id, spell.choices
    return None


def _spell_sources(ctx: Ctx, what: Any) -> tuple[int, ...]:
    """The sources of the mana spent to cast (or activate) the object `what` stands for."""
    found = _spell(ctx, what)
    return found[1].spent_from if found is not None and found[1] is not None else ()


def snow_spent_count(ctx: Ctx, value: SnowSpentCount | SnowSpent) -> int:
    """107.4h: how many of the mana spent to cast the spell came from a snow source: each payment's 'paid' event
    names the snow mana it spent, as that mana was made (rules/payment.py, `add_mana`). A copy was not cast, so
    none was spent to cast it (707.10)."""
    found = _spell(ctx, value.what)
    if found is None:
        return 0
    n = 0
    node = ctx.state.log
    while node is not None:
        event = node[0]
        if event.kind == "paid" and event.args.get("obj") == found[0]:
            n += len(event.args.get("snow", ""))
        node = node[1]
    return n


def snow_spent(state: GameState, cond: SnowSpent, ctx: Ctx) -> bool:
    return snow_spent_count(ctx, cond) > 0


def _spell_it_was(state: GameState, permanent: int) -> Obj | None:
    """The spell a permanent was before it resolved (608.3), from this turn's zone changes."""
    for e in events_this_turn(state):
        if e.kind == "zone_change" and e.args.get("new") == permanent and e.args.get("src") == STACK:
            old = state.known(e.args.get("old", 0))
            return old if isinstance(old, Obj) else None
    return None


def _count(state: GameState, sources: tuple[int, ...], f: Any) -> int:
    n = 0
    for s in sources:
        try:
            ch = chars(state, s)  # the source now, or as it last existed (608.2h)
        except KeyError:
            continue
        if characteristics_fit(f, ch):
            n += 1
    return n


def mana_spent_from(state: GameState, cond: ManaSpentFrom, ctx: Ctx) -> bool:
    return _count(state, _spell_sources(ctx, cond.what), cond.filter) > 0


def mana_spent_from_count(ctx: Ctx, value: ManaSpentFromCount) -> int:
    return _count(ctx.state, _spell_sources(ctx, value.what), value.filter)


EXTRA_CONDITIONS[ManaSpentFrom] = mana_spent_from
EXTRA_AMOUNTS[ManaSpentFromCount] = mana_spent_from_count
EXTRA_CONDITIONS[SnowSpent] = snow_spent
EXTRA_AMOUNTS[SnowSpentCount] = snow_spent_count
