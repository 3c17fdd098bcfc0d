"""Keyword counters, the rules part (122.1b): the kind of 'a counter from among flying, first strike, lifelink,
or vigilance' is chosen by the resolving object's controller as it resolves (608.2d), then the counter is
put (122.6; replacement effects on counters apply, 614.1a)."""

from __future__ import annotations

from lithoform.mechanics.keyword_counters.nodes import PutChosenKindCounter
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.state.model import BATTLEFIELD, Obj


def _put_chosen_kind(ctx: Ctx, e: PutChosenKindCounter) -> None:
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
            continue
        (i,) = ctx.ask(ctx.controller, "choose", "122.1b: choose the kind of counter", tuple(range(len(e.kinds))),
                       1, 1, labels=e.kinds)
        put_counters(st, r, e.kinds[i], 1)


register_effect(PutChosenKindCounter, _put_chosen_kind)
