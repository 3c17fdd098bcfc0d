"""Exchanging control of two permanents (701.12a-b), the rules part: if both are still on the battlefield (and,
for targets, still legal: 608.2b) and their controllers differ, each controller gains control of the other's
permanent, in layer 2 (613.1b), for the rest of the game; otherwise no part of the exchange happens."""

from __future__ import annotations

from lithoform.cards.tree import GainControl
from lithoform.mechanics.exchange_control.nodes import ExchangeControl
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import sync_control
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, ContinuousEffect, Obj


def _exchange(ctx: Ctx, e: ExchangeControl) -> None:
    st = ctx.state
    refs = list(ctx.refs(e.first)) + (list(ctx.refs(e.second)) if e.second is not None else [])
    objs = [st.objects.get(r) for r in refs]
    if len(refs) != 2 or refs[0] == refs[1] or not all(isinstance(o, Obj) and o.zone == BATTLEFIELD for o in objs):
        st.emit("exchange_fails", ("701.12a",), objs=tuple(refs))  # 701.12a: no part of it happens
        return
    a, b = objs
    assert isinstance(a, Obj) and isinstance(b, Obj)
    if a.controller == b.controller:  # 701.12b: the same controller: nothing happens
        return
    for obj, gets in ((a, b.controller), (b, a.controller)):
        record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, gets, (GainControl(),), (obj.id,),
                                  "permanent")
        st.effects = st.effects + (record,)
    st.characteristics_changed()
    sync_control(st)  # 701.12b: simultaneously


register_effect(ExchangeControl, _exchange)
