"""'Put its counters on target creature you control', the rules part. 122.1: counters of each kind the source
had are put on the object (a new set of counters, 122.6: replacement effects apply to each kind); 608.2h: a
source that has left the battlefield ('When ~ dies') is read as it last existed there."""

from __future__ import annotations

from lithoform.mechanics.its_counters.nodes import PutSourceCounters, SourceHadCounters
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def _whose(ctx: Ctx, of_trigger_object: bool) -> object:
    """The source, or the object whose leaving the battlefield triggered the ability, as it last existed there
    (608.2h; The Ozolith: "you put a number of counters of each kind of counter that was on that creature")."""
    if of_trigger_object:
        return ctx.state.known(ctx.trigger_object) if ctx.trigger_object else None
    return ctx.state.known(ctx.source)


def _put_source_counters(ctx: Ctx, e: PutSourceCounters) -> None:
    st = ctx.state
    src = _whose(ctx, e.of_trigger_object)
    if not isinstance(src, Obj) or not src.counters:
        return
    for oid in ctx.refs(e.to):
        obj = st.objects.get(oid)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
            continue
        for kind, n in src.counters:
            if n > 0:
                put_counters(st, oid, kind, n)


register_effect(PutSourceCounters, _put_source_counters)


def _had_counters(state: GameState, cond: SourceHadCounters, ctx: Ctx) -> bool:
    """603.10a: a leaves-the-battlefield ability looks back in time: the counters the source had as it left."""
    obj = _whose(ctx, cond.of_trigger_object)
    return isinstance(obj, Obj) and any(n > 0 for _kind, n in obj.counters)


EXTRA_CONDITIONS[SourceHadCounters] = _had_counters
