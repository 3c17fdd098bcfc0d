"""An object or group and the permanents attached to it, the rules part (301.5, 303.4, 608.2c): the objects, then
each permanent matching the filter attached to one of them, as the instruction acts, so one instruction ('destroy',
'return ... to their owners' hands') moves them all at once."""

from __future__ import annotations

from lithoform.cards.tree import AttachedTo
from lithoform.mechanics.with_attached.nodes import AndAttached
from lithoform.rules.context import EXTRA_REFS, Ctx


def _and_attached(ctx: Ctx, ref: AndAttached) -> tuple[int, ...]:
    hosts = ctx.refs(ref.what)
    attached = ctx.refs(AttachedTo(ref.what, ref.attached))
    return (*hosts, *(o for o in attached if o not in hosts))


EXTRA_REFS[AndAttached] = _and_attached
