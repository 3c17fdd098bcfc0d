"""Damage totals of this turn as conditions, the rules part (120.1, 500.1). Every damage event is logged with
its source and amount (rules/damage.py), and damage to a player with `to_player`: the condition sums this turn's
events. 'That player' is the trigger event's player ('Whenever ~ deals damage to a player': the recipient,
603.2)."""

from __future__ import annotations

from collections import Counter

from lithoform.mechanics.damage_totals.nodes import DamageThisTurnAtLeast
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState, ref_player


def damage_this_turn_at_least(state: GameState, cond: DamageThisTurnAtLeast, ctx: Ctx) -> bool:
    """120.1: the damage dealt this turn (by this object, with `by_source`), per recipient player, or in all."""
    totals: Counter = Counter()
    for e in events_this_turn(state):
        if e.kind != "damage" or (cond.by_source and e.args.get("source") != ctx.source):
            continue
        player = e.args.get("to_player")
        if cond.to == "any":
            totals["all"] += e.args.get("amount", 0)
        elif player is not None:
            totals[player] += e.args.get("amount", 0)
    if cond.to == "any":
        return totals["all"] >= cond.amount
    if cond.to == "you":
        return totals[ctx.controller] >= cond.amount
    if cond.to == "that_player":
        if ctx.trigger_object >= 0:  # no player named by the trigger event
            return False
        return totals[ref_player(ctx.trigger_object)] >= cond.amount
    return any(n >= cond.amount for p, n in totals.items() if p != ctx.controller)  # 'an opponent'


EXTRA_CONDITIONS[DamageThisTurnAtLeast] = damage_this_turn_at_least
