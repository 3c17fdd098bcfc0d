"""Graft and moving counters, the rules part (702.58a, 122.5).

122.5: "If an effect says to 'move' a counter, it means to remove that counter from the object it's currently
on and put it onto a second object. If either of these actions isn't possible, it's not possible to move a
counter, and no counter is removed from or put onto anything": the same object twice, a first object without
such a counter, or either object no longer on the battlefield. Graft's trigger (702.58a) moves one +1/+1
counter from the permanent with graft onto the creature that entered."""

from __future__ import annotations

from lithoform.mechanics.graft.nodes import MoveAllCounters, MoveCounters
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.stack.announce import remove_counters
from lithoform.state.model import BATTLEFIELD, Obj


def _on_battlefield(ctx: Ctx, oid: int) -> bool:
    obj = ctx.state.objects.get(oid)
    return oid > 0 and isinstance(obj, Obj) and obj.zone == BATTLEFIELD


def move_counters(ctx: Ctx, e: MoveCounters) -> None:
    """122.5: from the first object onto the second, or nothing at all."""
    st = ctx.state
    sources = [r for r in ctx.refs(e.source) if _on_battlefield(ctx, r)]
    dests = [r for r in ctx.refs(e.to) if _on_battlefield(ctx, r)]
    if len(sources) != 1 or len(dests) != 1 or sources[0] == dests[0]:
        return  # 122.5: it's not possible to move a counter
    src, dst = sources[0], dests[0]
    n = min(ctx.amount(e.amount), st.objects[src].counter(e.kind))
    if n <= 0:
        return
    remove_counters(st, src, e.kind, n)
    put_counters(st, dst, e.kind, n)


register_effect(MoveCounters, move_counters)


def move_all_counters(ctx: Ctx, e: MoveAllCounters) -> None:
    """122.5: every counter on the first object onto the second (The Ozolith: "You can't move only some of the
    counters"), or nothing at all when either isn't there (a target that became illegal, a gone source)."""
    st = ctx.state
    sources = [r for r in ctx.refs(e.source) if _on_battlefield(ctx, r)]
    dests = [r for r in ctx.refs(e.to) if _on_battlefield(ctx, r)]
    if len(sources) != 1 or len(dests) != 1 or sources[0] == dests[0]:
        return
    src, dst = sources[0], dests[0]
    for kind, n in tuple(st.objects[src].counters):
        if n > 0:
            remove_counters(st, src, kind, n)
            put_counters(st, dst, kind, n)


register_effect(MoveAllCounters, move_all_counters)
