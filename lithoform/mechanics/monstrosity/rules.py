"""Monstrosity, the rules part (701.37).

701.37a: 'Monstrosity N' puts N +1/+1 counters on the permanent and it becomes monstrous, unless it already
is (then nothing happens: no counters, and 'when ~ becomes monstrous' doesn't trigger). 701.37b: monstrous
is a designation, kept as a link record under the permanent's id, so a permanent that leaves and returns is
a new object that isn't monstrous (400.7); it isn't a copiable value. 701.37c: X in its other abilities is
the X it became monstrous with (the trigger's X)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.monstrosity.nodes import IsMonstrous, Monstrosity
from lithoform.mechanics.monstrosity.text import BECOMES_MONSTROUS
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Link

MONSTROUS = "monstrous:"  # the link key: 'monstrous:X'


def is_monstrous(state: GameState, oid: int) -> bool:
    """701.37b: the permanent (this object, 400.7) has become monstrous."""
    return any(link.source == oid and link.key.startswith(MONSTROUS) for link in state.links)


def _monstrosity(ctx: Ctx, e: Monstrosity) -> None:
    st = ctx.state
    oid = ctx.source
    obj = st.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD or is_monstrous(st, oid):  # 701.37a: only if it isn't
        return
    n = ctx.amount(e.amount)
    put_counters(st, oid, "+1/+1", n)
    st.links = st.links + (Link(oid, f"{MONSTROUS}{n}", ()),)
    st.characteristics_changed()  # 'as long as ~ is monstrous' (611.3a)
    st.emit("monstrous", ("701.37a",), obj=oid, card=chars(st, oid).name, amount=n)
    object_event_triggers(st, BECOMES_MONSTROUS, oid, amount=n)


def _holds(state: GameState, cond: IsMonstrous, ctx: Any) -> bool:
    return is_monstrous(state, ctx.source)


def _holds_static(state: GameState, cond: IsMonstrous, source: int, controller: int,
                  work: Mapping[int, Any]) -> bool:
    """611.3a: 'As long as ~ is monstrous' (a designation no layer changes)."""
    return is_monstrous(state, source)


register_effect(Monstrosity, _monstrosity)
EXTRA_CONDITIONS[IsMonstrous] = _holds
EXTRA_STATIC_CONDITIONS[IsMonstrous] = _holds_static
