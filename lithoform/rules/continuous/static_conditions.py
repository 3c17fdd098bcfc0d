"""Conditions of static abilities: 'as long as [condition], ...' (611.3a: the continuous effect of a static
ability exists only while its condition holds, and is checked continuously).

The layer system asks these while it computes the characteristics of the battlefield (613.1), so they read
the game state and the permanents' working characteristics, never `chars()` (which would ask the layers).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from lithoform.cards.static_support import SUPPORTED, working_filter  # noqa: F401  (re-exported)
from lithoform.cards.tree import (
    ControlsAtLeast,
    CountersOnThisAtLeast,
    DrewThisTurn,
    OpponentGraveyardAtLeast,
    SourceHasCounter,
    YourTurn,
)
from lithoform.rules.continuous.layers import working_matches
from lithoform.state.history import events_this_turn
from lithoform.state.model import GRAVEYARD, GameState, Obj, zone_key

# Conditions a mechanic adds (its rules part registers how they are read; reconfigure's 'attached to a
# creature', 702.151b): (state, cond, source, controller, work) -> bool; the compiler accepts them in static
# abilities when cards/static_support lists them.
EXTRA_STATIC_CONDITIONS: dict[type, Callable[..., bool]] = {}


def fits_now(state: GameState, f: Any, oid: int, w: Any, controller: int, source: int) -> bool:
    """611.3a: whether a permanent fits a condition's description as the layers stand (`w`, its working
    values), its status (110.5: tapped or untapped) read from the game, since no layer changes it."""
    if not working_matches(f, w, oid, controller, source):
        return False
    if f.tapped is not None:
        obj = state.objects.get(oid)
        return isinstance(obj, Obj) and obj.tapped == f.tapped
    return True


def controlled_now(state: GameState, f: Any, work: Mapping[int, Any], player: int, source: int) -> list[int]:
    """The permanents `player` controls (as the layers stand) that fit `f`, read for the ability of `source`
    (whose controller is `player`: 'you control', 109.5)."""
    return [oid for oid, w in work.items() if w.controller == player and fits_now(state, f, oid, w, player, source)]


def static_condition(state: GameState, cond: Any, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """611.3a: whether the condition of a static ability of `source` holds now."""
    extra = EXTRA_STATIC_CONDITIONS.get(type(cond))
    if extra is not None:
        return extra(state, cond, source, controller, work)
    if isinstance(cond, ControlsAtLeast):
        return len(controlled_now(state, cond.filter, work, controller, source)) >= cond.count
    if isinstance(cond, OpponentGraveyardAtLeast):  # 404.1
        return any(len(state.zones[zone_key(GRAVEYARD, p.index)]) >= cond.count
                   for p in state.players if p.index != controller)
    if isinstance(cond, DrewThisTurn):  # 121.1

        drawn = sum(1 for e in events_this_turn(state) if e.kind == "draw" and e.args.get("player") == controller)
        return drawn >= cond.count
    if isinstance(cond, SourceHasCounter):  # 122.1
        obj = state.objects.get(source)
        return isinstance(obj, Obj) and obj.counter(cond.kind) > 0
    if isinstance(cond, CountersOnThisAtLeast):  # 122.1: 'as long as ~ has four or more +1/+1 counters on it'
        obj = state.objects.get(source)
        return isinstance(obj, Obj) and obj.counter(cond.kind) >= cond.count
    if isinstance(cond, YourTurn):  # 500: the controller is the active player (turn.begin_turn recomputes)
        return state.active == controller
    raise TypeError(f"not a condition of a static ability: {cond!r}")
