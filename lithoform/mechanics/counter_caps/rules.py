"""Counters put up to a number, with a cap (122.1), the rules part: the controller chooses how many as the
ability resolves (608.2d: a choice made on resolution), from zero (107.1c: 'up to' includes zero) to the
number, and no more than leaves the object with `cap` counters of that kind (the Clockwork creatures' 'This
ability can't cause the total number of +1/+0 counters on ~ to be greater than seven')."""

from __future__ import annotations

from lithoform.mechanics.counter_caps.nodes import PutCountersUpTo
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.state.model import BATTLEFIELD, Obj


def _put_counters_up_to(ctx: Ctx, e: PutCountersUpTo) -> None:
    """122.1, 107.1c: up to `amount` counters, the number chosen as it resolves (608.2d)."""
    most = max(0, ctx.amount(e.amount))
    for r in ctx.refs(e.what):
        obj = ctx.state.objects.get(r)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
            continue
        room = most if not e.cap else max(0, min(most, e.cap - obj.counter(e.kind)))
        (n,) = ctx.ask(ctx.controller, "amount", f"put how many {e.kind} counters (0 to {room})?",
                       tuple(range(room + 1)), 1, 1, purpose="counters_up_to")
        if n > 0:
            put_counters(ctx.state, r, e.kind, n)  # 122.6: as replacement effects modify them


register_effect(PutCountersUpTo, _put_counters_up_to)
