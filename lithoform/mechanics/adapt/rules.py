"""Adapt, the rules part (701.46a).

"'Adapt N' means 'If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it.'" Checked as the
ability resolves: with a counter on it (or once it has left the battlefield, 400.7) nothing happens."""

from __future__ import annotations

from lithoform.mechanics.adapt.nodes import Adapt
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.state.model import BATTLEFIELD, Obj

PLUS = "+1/+1"


def adapt(ctx: Ctx, e: Adapt) -> None:
    """701.46a: N +1/+1 counters on the source if it has none."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return
    if obj.counter(PLUS) > 0:
        st.emit("adapt", ("701.46a",), card=obj.card, amount=0)
        return
    st.emit("adapt", ("701.46a",), card=obj.card, amount=e.amount)
    put_counters(st, ctx.source, PLUS, e.amount)


register_effect(Adapt, adapt)
