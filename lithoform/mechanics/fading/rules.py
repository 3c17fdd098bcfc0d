"""Fading, the rules part (702.32).

702.32a: at the beginning of its controller's upkeep, the permanent's triggered ability removes a fade counter
from it; if it can't (it has none), its controller sacrifices it (701.21a). A permanent that has left the
battlefield is a new object (400.7): nothing is removed and nothing is sacrificed."""

from __future__ import annotations

from lithoform.cards.tree import SacrificeObjects, This
from lithoform.mechanics.fading.nodes import RemoveCounterOrSacrifice
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.stack.announce import remove_counters
from lithoform.state.model import BATTLEFIELD


def _remove_or_sacrifice(ctx: Ctx, e: RemoveCounterOrSacrifice) -> None:
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if obj is None or obj.zone != BATTLEFIELD:
        return
    if obj.counter(e.kind) > 0:
        remove_counters(st, ctx.source, e.kind, 1)
    else:  # 702.32a: "If you can't, sacrifice the permanent."
        run_effect(ctx, SacrificeObjects(This()))


register_effect(RemoveCounterOrSacrifice, _remove_or_sacrifice)
