"""Embalm (702.128) and eternalize (702.129), the rules part.

702.128a: the token is a copy of the card (its copiable values as it last existed in the graveyard: the cost
exiled it, 608.2h, 707.2), except it's white, it has no mana cost, and it's a Zombie in addition to its other
types. 702.129a: eternalize, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition
to its other types. The exceptions are part of the token's copiable values (707.9b). A token with no mana cost
has mana value 0 (202.3a)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.embalm.nodes import ZombieTokenCopy
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.effects.interpreter import register_effect, tokens_to_create
from lithoform.rules.triggers.matching import zone_change_triggers
from lithoform.rules.zones import create_object
from lithoform.state.model import BATTLEFIELD, Obj


def _zombie_copy(ctx: Ctx, e: ZombieTokenCopy) -> None:
    st = ctx.state
    original = st.known(ctx.source)
    if not isinstance(original, Obj):
        return
    face = face_of(original)
    subtypes = face.subtypes + (() if "Zombie" in face.subtypes else ("Zombie",))
    changes: dict = {"colors": ("B",) if e.eternalize else ("W",), "mana_cost": None, "subtypes": subtypes}
    if e.eternalize:
        changes.update(power="4", toughness="4")
    values = msgspec.structs.replace(face, **changes)
    created = []
    for _ in range(tokens_to_create(st, ctx.controller, 1)):  # 614.1a: 'twice that many' (Parallel Lives)
        proto = Obj(0, original.card, ctx.controller, ctx.controller, BATTLEFIELD, printed=values, token=True)
        oid = create_object(st, proto)
        st.emit("token", ("111.1", "702.129a" if e.eternalize else "702.128a"), player=ctx.controller,
                card=values.name, obj=oid)
        zone_change_triggers(st, None, st.objects[oid])
        created.append(oid)
    ctx.created = created


register_effect(ZombieTokenCopy, _zombie_copy)
