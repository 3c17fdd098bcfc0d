"""Fabricate, the rules part (702.123).

702.123a: as the ability resolves, its controller chooses whether to put N +1/+1 counters on the permanent;
if they don't, they create N 1/1 colorless Servo artifact creature tokens (608.2d: the choice is made on
resolution). A permanent that is no longer on the battlefield (a new object, 400.7) can't get the counters,
so the Servos are created (Glint-Sleeve Artisan ruling, 2016-09-20)."""

from __future__ import annotations

from lithoform.cards.tree import CreateToken, TokenSpec
from lithoform.mechanics.fabricate.nodes import Fabricate
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.state.model import BATTLEFIELD

SERVO = TokenSpec("Servo", ("Artifact", "Creature"), ("Servo",), (), 1, 1)  # 702.123a


def _fabricate(ctx: Ctx, e: Fabricate) -> None:
    st = ctx.state
    n = e.amount
    source = st.objects.get(ctx.source)
    here = source is not None and source.zone == BATTLEFIELD
    counters = here and ctx.ask(ctx.controller, "choose", f"fabricate {n} (702.123a): 0: put {n} +1/+1 "
                                f"counter(s) on it / 1: create {n} Servo token(s)", (0, 1), 1, 1,
                                labels=("counters", "Servos"))[0] == 0
    st.emit("fabricate", ("702.123a",), obj=ctx.source, amount=n, choice="+1/+1 counters" if counters else "Servos")
    if counters:
        put_counters(st, ctx.source, "+1/+1", n)
    else:
        run_effect(ctx, CreateToken(SERVO, n))


register_effect(Fabricate, _fabricate)
