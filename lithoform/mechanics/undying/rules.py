"""Undying (702.93) and persist (702.79), the rules part: the intervening 'if' reads the creature as it last
existed (603.10a, 608.2h), checked when it triggers and again as it resolves (603.4); the card returns from
its owner's graveyard under its owner's control with the counter (122.6). If the card has left the
graveyard by then, it stays where it is (400.7: it is a new object)."""

from __future__ import annotations

from lithoform.mechanics.undying.nodes import HadNoCounters, ReturnWithCounter
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.triggers.after_move import still_in
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, GameState, Obj

_RULES = {"+1/+1": ("702.93a", "122.6"), "-1/-1": ("702.79a", "122.6")}


def _had_no_counters(state: GameState, cond: HadNoCounters, ctx: Ctx) -> bool:
    """603.10a: a leaves-the-battlefield ability looks back in time: the counters it had as it died."""
    obj = state.known(ctx.source)
    return isinstance(obj, Obj) and obj.counter(cond.kind) == 0


def _return_with_counter(ctx: Ctx, e: ReturnWithCounter) -> None:
    for obj in still_in(ctx.state, ctx.oid, ctx.refs(e.what), (GRAVEYARD,)):  # the card it became there (400.7)
        move(ctx.state, obj.id, BATTLEFIELD, controller=obj.owner, counters={e.kind: 1}, tapped=e.tapped,
             rules=_RULES.get(e.kind, ("122.6",)))


EXTRA_CONDITIONS[HadNoCounters] = _had_no_counters
register_effect(ReturnWithCounter, _return_with_counter)
