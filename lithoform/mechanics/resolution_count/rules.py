"""How many times this ability has resolved this turn, the rules part (608.2c). Read from this turn's log: each
'resolve' event of an ability names the ability on the stack, whose last known information (608.2h) gives its
source and the ability; those of the same ability of the same object are counted (an object that left and
came back is a new object, 400.7, whose abilities count afresh)."""

from __future__ import annotations

from lithoform.mechanics.resolution_count.nodes import NthResolutionThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState, StackAbility


def resolutions_this_turn(state: GameState, oid: int) -> int:
    """How many times the ability `oid` (on the stack, resolving) and the earlier abilities of the same
    object that are the same ability have resolved this turn."""
    me = state.known(oid)
    if not isinstance(me, StackAbility):
        return 0
    n = 0
    for event in events_this_turn(state):
        if event.kind != "resolve" or not event.args.get("ability"):
            continue
        other = state.known(event.args.get("obj", 0))
        if isinstance(other, StackAbility) and other.source == me.source and other.ability == me.ability:
            n += 1
    return n


def _holds(state: GameState, cond: NthResolutionThisTurn, ctx: Ctx) -> bool:
    return resolutions_this_turn(state, ctx.oid) == cond.n


EXTRA_CONDITIONS[NthResolutionThisTurn] = _holds
