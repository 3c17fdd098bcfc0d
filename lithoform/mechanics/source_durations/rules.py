"""'For as long as ...' (611.2b): the continuous effects begin only if their duration has started as the
spell or ability resolves; if it never starts, they do nothing (611.2b: they don't start and immediately
stop). The durations end elsewhere: 'remains tapped' and 'you control ~' with the state-based actions
(mechanics/control_duration), 'remains on the battlefield' as the source leaves (rules/zones.py)."""

from __future__ import annotations

from lithoform.mechanics.control_duration.rules import duration_over
from lithoform.mechanics.source_durations.nodes import ForAsLongAs
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect


def _for_as_long_as(ctx: Ctx, e: ForAsLongAs) -> None:
    if duration_over(ctx.state, e.until, ctx.source, ctx.controller):
        known = ctx.state.known(ctx.source)
        ctx.state.emit("effect_never_starts", ("611.2b",), card=known.card if known is not None else "")
        return
    for effect in e.effects:
        run_effect(ctx, effect)


register_effect(ForAsLongAs, _for_as_long_as)
