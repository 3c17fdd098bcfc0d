"""'Remove all fate counters from all permanents' (122.8), the rules part; the descriptions' filters
(Filter.no_counter, Filter.mana_value_amount) are read by rules/continuous/filters.py."""

from __future__ import annotations

from lithoform.mechanics.counter_descriptions.nodes import RemoveAllCounters, RemoveUpToCounters
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.oracle import change_counters
from lithoform.state.model import BATTLEFIELD, Obj


def _remove_all(ctx: Ctx, e: RemoveAllCounters) -> None:
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if not (r > 0 and isinstance(obj, Obj) and obj.zone == BATTLEFIELD):
            continue
        for kind in ([e.kind] if e.kind else [k for k, _ in obj.counters]):
            n = st.objects[r].counter(kind)  # type: ignore[union-attr]
            if n:
                change_counters(st, r, kind, -n)


def _remove_up_to(ctx: Ctx, e: RemoveUpToCounters) -> None:
    """122.8: the controller removes up to `count` counters, one at a time: each time a kind among those on the
    permanent, or none to stop (GUIDE 12: small choices rather than every combination); `exactly`: no stopping
    while a counter is left."""
    st = ctx.state
    for r in ctx.refs(e.what):
        for _ in range(e.count):
            obj = st.objects.get(r)
            if not (r > 0 and isinstance(obj, Obj) and obj.zone == BATTLEFIELD):
                break
            kinds = tuple(k for k, n in obj.counters if n > 0)
            if not kinds:
                break
            if e.exactly:  # 'remove a counter': a kind must be chosen while there is one (122.8)
                picked = ctx.ask(ctx.controller, "choose", "choose the kind of the next counter to remove",
                                 tuple(range(len(kinds))), 1, 1, labels=kinds, purpose="remove counter")
            else:
                picked = ctx.ask(ctx.controller, "choose", "choose the kind of the next counter to remove, or none",
                                 tuple(range(len(kinds))), 0, 1, labels=kinds, purpose="remove counter")
            if not picked:
                break
            change_counters(st, r, kinds[picked[0]], -1)


register_effect(RemoveAllCounters, _remove_all)
register_effect(RemoveUpToCounters, _remove_up_to)
