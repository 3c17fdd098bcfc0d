"""Exiling a card from the hand to pay an ability's cost, then casting it from exile: the rules part.

The cost's exiled card is recorded in the ability's choices (`Choices.exiled`, 601.2h) by the payment
(rules/stack/announce.py). The land's ability is a continuous effect whose source is that exiled card and whose
duration is 'source_cast': rules/zones.py ends it when that object moves from exile to the stack (it is cast,
601.2a); any other move leaves it on, as the card then can't be cast from exile any more. The permission to
cast it is a link on the exiled card, read while that object stays in exile (400.7: a new object elsewhere)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.mechanics.exiled_from_hand.nodes import GainUntilCastFromExile, MayCastSelfWhileExiled
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import describe_parts, register_effect
from lithoform.rules.hooks import CAST_PERMISSIONS
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import BATTLEFIELD, EXILE, ContinuousEffect, GameState, Link

SOURCE_CAST = "source_cast"  # ContinuousEffect.until: until its source (an exiled card) is cast (rules/zones.py)
MAY_CAST = "may_cast_while_exiled:"  # + player
VIA = "exiled_from_hand"


def _exiled(ctx: Ctx) -> tuple[int, ...]:
    st = ctx.state
    return tuple(o for o in ctx.choices.exiled if o in st.objects and st.objects[o].zone == EXILE)


def _gain_until_cast(ctx: Ctx, e: GainUntilCastFromExile) -> None:
    """611.2a, 611.2c: the effect is locked in on the land as it begins; it lasts until the exiled card is cast."""
    st = ctx.state
    affected = tuple(r for r in ctx.refs(e.what) if r > 0 and r in st.objects and st.objects[r].zone == BATTLEFIELD)
    if not affected:
        return
    exiled = _exiled(ctx)
    source, until = (exiled[0], SOURCE_CAST) if exiled else (ctx.source, "permanent")
    st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), source, ctx.controller, e.parts,
                                                affected, until),)
    st.characteristics_changed()
    st.emit("continuous_effect", ("611.2c", "613.7b"), objs=affected, text=describe_parts(e.parts), until=until)


def _may_cast_self(ctx: Ctx, e: MayCastSelfWhileExiled) -> None:
    """601.3: the card may be cast from exile while it stays there."""
    st = ctx.state
    cards = _exiled(ctx)
    if not cards:
        return
    st.links = st.links + (Link(cards[0], f"{MAY_CAST}{ctx.controller}", cards),)
    st.emit("may_play_exiled", ("601.3",), player=ctx.controller, count=len(cards), until="while it remains exiled")


def _permissions(state: GameState, player: int) -> Iterator[Permission]:
    key = f"{MAY_CAST}{player}"
    for link in state.links:
        if link.key == key:
            for oid in link.objects:
                obj = state.objects.get(oid)
                if obj is not None and obj.zone == EXILE:
                    yield Permission(oid, VIA, False)


register_effect(GainUntilCastFromExile, _gain_until_cast)
register_effect(MayCastSelfWhileExiled, _may_cast_self)
CAST_PERMISSIONS.register(_permissions, needs=("MayCastSelfWhileExiled",))
