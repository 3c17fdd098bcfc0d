"""'If you had a land enter the battlefield under your control this turn' (500.1): read from this turn's events:
a zone change onto the battlefield (or a token created, 111.1) of a permanent matching the filter under the
ability's controller's control, its characteristics read now or as it last existed (608.2h)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.land_entered.nodes import EnteredThisTurnCount, EnteredUnderYourControlThisTurn
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GameState


def opponents_of(state: GameState, player: int) -> list[int]:
    """102.3: the player's opponents still in the game."""
    return [p.index for p in state.players if p.index != player and not p.lost]


def entered_this_turn(state: GameState, cond: EnteredUnderYourControlThisTurn, ctx: Any) -> bool:
    """At least `cond.count` permanents matching the filter (each a new object, 400.7) entered this turn under
    the controller's control, or under one opponent's (102.3: 'an opponent had ... enter')."""
    if cond.who == "opponent":
        return any(_entered(state, cond.filter, ctx, cond.count, p) >= cond.count
                   for p in opponents_of(state, ctx.controller))
    return _entered(state, cond.filter, ctx, cond.count) >= cond.count


def entered_count(ctx: Ctx, value: EnteredThisTurnCount) -> int:
    """How many permanents matching the filter entered under the controller's control this turn (500.1)."""
    return _entered(ctx.state, value.filter, ctx, None)


def _entered(state: GameState, f: Any, ctx: Any, enough: int | None, under: int | None = None) -> int:
    """`under`: the player whose permanents are counted (default: the ability's controller)."""
    player = ctx.controller if under is None else under
    found = 0
    for event in events_this_turn(state):
        a = event.args
        if event.kind == "zone_change" and a.get("dst") == BATTLEFIELD:
            oid = a.get("new", 0)
        elif event.kind == "token":
            oid = a.get("obj", 0)
        else:
            continue
        known = state.known(oid)
        if known is None or known.controller != player:
            continue
        if matches(state, f, oid, ctx.controller, ctx.source):
            found += 1
            if enough is not None and found >= enough:
                return found
    return found


EXTRA_CONDITIONS[EnteredUnderYourControlThisTurn] = entered_this_turn
EXTRA_AMOUNTS[EnteredThisTurnCount] = entered_count
