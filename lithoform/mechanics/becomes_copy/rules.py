"""A permanent becoming a copy of another object, the rules part.

707.2: a copy takes the copiable values of the original (its printed values as modified by other copy
effects, 707.2-3; counters and other effects aren't copied). 613.2a: the copy effect applies in layer 1; with no
duration it lasts until the permanent leaves the battlefield (400.7) or a later copy effect overwrites it
(613.7). 707.9b: 'except it has this ability': the ability is part of the new copiable values. The permanent is
not a new object: it doesn't enter the battlefield (no 'enters' abilities apply or trigger), and keeps its
status (tapped, 110.5) and counters (Thespian's Stage's rulings)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.becomes_copy.nodes import BecomesCopy
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars, copiable_face
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, Obj, StackAbility


def _becomes_copy(ctx: Ctx, e: BecomesCopy) -> None:
    """707.2, 613.2a, 707.9b: each permanent referred to takes the original's copiable values, read from the
    original where it is now, or as it last existed (608.2h: 'that creature' that died)."""
    st = ctx.state
    originals = ctx.refs(e.of)
    if not originals:
        return  # 608.2b: the original is gone (an illegal target): nothing to copy
    original = st.known(originals[0])
    if not isinstance(original, Obj):
        return
    values = copiable_face(original)
    if e.keeps:
        ability = st.objects.get(ctx.oid)
        if isinstance(ability, StackAbility) and ability.ability not in values.abilities:
            values = msgspec.structs.replace(values, abilities=values.abilities + (ability.ability,))
    for oid in ctx.refs(e.what):
        obj = st.objects.get(oid)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
            continue
        st.set_obj(msgspec.structs.replace(obj, copied=values))
        st.characteristics_changed()
        st.emit("becomes_copy", ("707.2", "613.2a"), obj=oid, of=values.name)
        chars(st, oid)  # (the layers read the new values from here on)


register_effect(BecomesCopy, _becomes_copy)
