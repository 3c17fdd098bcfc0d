"""'if you cast it from your hand' (601.2a, 603.4, 608.2h), the rules part.

The zone a spell was cast from is kept by the permanent it becomes (rules/zones: `cast_from`, only when it
moves from the stack to the battlefield, so a permanent put onto the battlefield from anywhere else has none,
and a token copy of a spell was never cast, 707.10). An enters trigger's intervening 'if' is checked when it
triggers and again as it resolves (603.4), then from the permanent's last known information if it has left
(608.2h). 'You' is the ability's controller: the spell's caster controls the permanent it became (110.2)."""

from __future__ import annotations

from lithoform.mechanics.cast_from_hand.nodes import CastFromAGraveyard, CastFromYourHand
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.model import GRAVEYARD, HAND, GameState, Obj


def cast_from_your_hand(state: GameState, cond: CastFromYourHand, ctx: Ctx) -> bool:
    obj = state.known(ctx.source)
    cast = isinstance(obj, Obj) and obj.cast_from == HAND and obj.controller == ctx.controller
    return cast != cond.negated


EXTRA_CONDITIONS[CastFromYourHand] = cast_from_your_hand


def cast_from_a_graveyard(state: GameState, cond: CastFromAGraveyard, ctx: Ctx) -> bool:
    """601.2a: the zone the spell moved to the stack from (a copy never moved there, 707.10)."""
    obj = state.known(ctx.source)
    return isinstance(obj, Obj) and obj.cast_from == GRAVEYARD


EXTRA_CONDITIONS[CastFromAGraveyard] = cast_from_a_graveyard
