"""Renown, the rules part (702.112).

702.112a: the trigger's effect puts N +1/+1 counters on the creature and it becomes renowned; its intervening
'if it isn't renowned' is checked as it triggers and again as it resolves (603.4), so of several instances
only the first to resolve does anything (702.112c). 702.112b: renowned is a designation, kept as a link
record under the permanent's id: a permanent that leaves and returns is a new object that isn't renowned
(400.7), and it isn't a copiable value. A creature that has left the battlefield can't become renowned."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.renown.nodes import IsRenowned, Renown
from lithoform.mechanics.renown.text import BECOMES_RENOWNED
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Link

RENOWNED = "renowned"  # the link key


def is_renowned(state: GameState, oid: int) -> bool:
    """702.112b: the permanent (this object, 400.7) has become renowned."""
    return any(link.source == oid and link.key == RENOWNED for link in state.links)


def _renown(ctx: Ctx, e: Renown) -> None:
    st = ctx.state
    oid = ctx.source
    obj = st.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD or is_renowned(st, oid):  # 603.4, 702.112c
        return
    put_counters(st, oid, "+1/+1", e.amount)
    st.links = st.links + (Link(oid, RENOWNED, ()),)
    st.characteristics_changed()  # 'as long as ~ is renowned' (611.3a)
    st.emit("renowned", ("702.112a",), obj=oid, card=chars(st, oid).name, amount=e.amount)
    object_event_triggers(st, BECOMES_RENOWNED, oid)


def _holds(state: GameState, cond: IsRenowned, ctx: Any) -> bool:
    return is_renowned(state, ctx.source) != cond.negated


def _holds_static(state: GameState, cond: IsRenowned, source: int, controller: int,
                  work: Mapping[int, Any]) -> bool:
    """611.3a: 'As long as ~ is renowned' (a designation no layer changes)."""
    return is_renowned(state, source) != cond.negated


register_effect(Renown, _renown)
EXTRA_CONDITIONS[IsRenowned] = _holds
EXTRA_STATIC_CONDITIONS[IsRenowned] = _holds_static
