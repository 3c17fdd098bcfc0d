"""Populate (701.36): the controller chooses one creature token they control as the instruction is followed
(608.2c), then creates a token that's a copy of it: its copiable values (707.2), so a copy of a copy, or of a
token that was created as a copy, is the same (707.3). 701.36b: no creature token, no new token."""

from __future__ import annotations

from lithoform.mechanics.populate.nodes import Populate
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars, copiable_face
from lithoform.rules.effects.interpreter import register_effect, tokens_to_create
from lithoform.rules.replacement.zone_changes import copy_with_exceptions
from lithoform.rules.triggers.matching import zone_change_triggers
from lithoform.rules.zones import create_object
from lithoform.state.model import BATTLEFIELD, Obj


def _populate(ctx: Ctx, e: Populate) -> None:
    st = ctx.state
    tokens = tuple(o for o in st.zones[BATTLEFIELD]
                   if isinstance(obj := st.objects[o], Obj) and obj.token and obj.controller == ctx.controller
                   and "Creature" in chars(st, o).types)
    st.emit("populate", ("701.36a",), player=ctx.controller)
    ctx.created = []
    if not tokens:
        return  # 701.36b
    (chosen,) = ctx.ask(ctx.controller, "choose", "populate: choose a creature token you control to copy "
                        "(701.36a)", tokens, 1, 1, labels=tuple(chars(st, o).name for o in tokens))
    original = st.objects[chosen]
    values = copy_with_exceptions(copiable_face(original), (), ())
    ids = []
    for _ in range(tokens_to_create(st, ctx.controller, 1)):  # 111.1 (a doubler's replacement applies, 614.1a)
        proto = Obj(0, original.card, ctx.controller, ctx.controller, BATTLEFIELD, printed=values, token=True)
        oid = create_object(st, proto)
        ids.append(oid)
        st.emit("token", ("111.1", "707.2", "701.36a"), player=ctx.controller, card=values.name, obj=oid)
        zone_change_triggers(st, None, st.objects[oid])
    ctx.created = ids


register_effect(Populate, _populate)
