"""'The exiled card's owner', the rules part (607.2a): the players who own the objects the linked ability of
this source exiled and that are still there, each once, in the order they were exiled."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.linked_owner.nodes import LinkedCount, LinkedOwners
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_REFS, Ctx, linked
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import GameState, Obj, player_ref


def _linked_owners(ctx: Ctx, ref: LinkedOwners) -> tuple[int, ...]:
    """607.2a: a card the linked ability exiled that has since left exile is a new object (400.7) the
    ability can't find, so its owner isn't counted."""
    owners: list[int] = []
    for o in linked(ctx.state, ctx.source, ref.key):
        obj = ctx.state.objects.get(o)
        if isinstance(obj, Obj) and player_ref(obj.owner) not in owners:
            owners.append(player_ref(obj.owner))
    return tuple(owners)


def linked_count(state: GameState, value: LinkedCount, source: int, controller: int, work: Any = None) -> int:
    """607.2a, 604.3: the objects the linked ability of `source` exiled that are still in exile and match (Unlicensed
    Hearse's power and toughness, counted in every zone: a new object off the battlefield has exiled nothing)."""
    return sum(1 for o in linked(state, source, value.key) if matches(state, value.filter, o, controller, source))


EXTRA_REFS[LinkedOwners] = _linked_owners
EXTRA_STATIC_AMOUNTS[LinkedCount] = linked_count
EXTRA_AMOUNTS[LinkedCount] = lambda ctx, value: linked_count(ctx.state, value, ctx.source, ctx.controller)
