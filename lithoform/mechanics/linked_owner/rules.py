"""'The exiled card's owner', the rules part (607.2a): the players who own the objects the linked ability of
this source exiled and that are still there, each once, in the order they were exiled."""

from __future__ import annotations

from lithoform.mechanics.linked_owner.nodes import LinkedOwners
from lithoform.rules.context import EXTRA_REFS, Ctx, linked
from lithoform.state.model import Obj, player_ref


def _linked_owners(ctx: Ctx, ref: LinkedOwners) -> tuple[int, ...]:
    """607.2a: a card the linked ability exiled that has since left exile is a new object (400.7) the
    ability can't find, so its owner isn't counted."""
    owners: list[int] = []
    for o in linked(ctx.state, ctx.source, ref.key):
        obj = ctx.state.objects.get(o)
        if isinstance(obj, Obj) and player_ref(obj.owner) not in owners:
            owners.append(player_ref(obj.owner))
    return tuple(owners)


EXTRA_REFS[LinkedOwners] = _linked_owners
