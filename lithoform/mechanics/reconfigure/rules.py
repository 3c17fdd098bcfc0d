"""Reconfigure (702.151).

702.151a: its two activated abilities attach the permanent to another creature its controller controls, and
unattach it (701.3d) while it is attached to a creature. 702.151b: attached to a creature, it stops being a
creature: a static ability with the condition AttachedToCreature, read by the layer system (611.3a) through
the core's registry of static conditions, and by the activation restriction (602.5b) through the context's.
301.5c: an Equipment that is also a creature can equip a creature only with reconfigure; since it stops being
a creature as it becomes attached, the state-based actions (704.5n, 704.5p) leave it attached.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from lithoform.cards.tree import AttachedToCreature, Unattach
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def _host_is_creature(state: GameState, source: int, types_of: Any) -> bool:
    obj = state.objects.get(source)
    if not isinstance(obj, Obj) or obj.attached_to <= 0:
        return False
    host = state.objects.get(obj.attached_to)
    return isinstance(host, Obj) and host.zone == BATTLEFIELD and "Creature" in types_of(host.id)


def attached_while_layering(state: GameState, cond: AttachedToCreature, source: int, controller: int,
                            work: Mapping[int, Any]) -> bool:
    """611.3a, 702.151b: read from the working characteristics (613.1: not chars(), which asks the layers)."""
    return _host_is_creature(state, source, lambda h: work[h].types if h in work else ())


def attached_now(state: GameState, cond: AttachedToCreature, ctx: Ctx) -> bool:
    """602.5b: 'Activate only if this permanent is attached to a creature'."""
    return _host_is_creature(state, ctx.source, lambda h: chars(state, h).types)


def _unattach(ctx: Ctx, e: Unattach) -> None:
    """701.3d: the permanent stays on the battlefield and equips nothing."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if isinstance(obj, Obj) and obj.zone == BATTLEFIELD and obj.attached_to:
        st.set_obj(msgspec.structs.replace(obj, attached_to=0))
        st.characteristics_changed()
        st.emit("unattach", ("701.3d", "702.151a"), obj=obj.id, card=obj.card)


EXTRA_STATIC_CONDITIONS[AttachedToCreature] = attached_while_layering
EXTRA_CONDITIONS[AttachedToCreature] = attached_now
register_effect(Unattach, _unattach)
