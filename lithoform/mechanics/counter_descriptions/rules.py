"""'Remove all fate counters from all permanents' (122.8), the rules part; the descriptions' filters
(Filter.no_counter, Filter.mana_value_amount) are read by rules/continuous/filters.py."""

from __future__ import annotations

from lithoform.mechanics.counter_descriptions.nodes import RemoveAllCounters
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


register_effect(RemoveAllCounters, _remove_all)
