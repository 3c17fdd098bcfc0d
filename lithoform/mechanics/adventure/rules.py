"""Adventurer cards (715): a card with a creature (or other permanent) face and an Adventure (instant or
sorcery) face; the compiler keeps both faces (layout 'adventure').

- 715.3: casting it, its controller chooses whether to cast it as an Adventure (`cast ID 1`, like a modal
  double-faced card's face, 712.11b; the priority listing checks each face's timing and castability); as an
  Adventure the spell has only the Adventure's characteristics (face 1), elsewhere the card has only its main
  ones (face 0: 715.4's 'in every zone except the stack').
- 715.4: 'If an Adventure spell resolves, it is exiled instead of being put into its owner's graveyard'
  (the core's `RESOLVED_SPELL_DESTINATION` hook point: not when countered or when its targets are all illegal,
  608.2b; not a copy, 707.10), 'and as long as that card remains exiled, that player may cast it'. The card is
  linked to the player who cast the Adventure; the permission (`CAST_PERMISSIONS`, 601.3) casts its main face
  for its mana cost, with its normal timing (307.1).
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import CardFace, Cost
from lithoform.catalog.registry import get_def
from lithoform.rules.hooks import CAST_PERMISSIONS, PERMISSION_COSTS, RESOLVED_SPELL_DESTINATION
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.zones import next_public_id
from lithoform.state.model import EXILE, GameState, Link, Obj

ADVENTURE = "adventure"  # the layout, and the permission's name (`via`) of the cast from exile
_KEY = "on an adventure:"
ADVENTURE_FACE = 1


def adventure_destination(state: GameState, spell: Obj) -> str | None:
    """715.4: an Adventure spell resolving is exiled, linked to the player who may cast the card later."""
    if spell.copy or spell.face != ADVENTURE_FACE or spell.printed is not None \
            or get_def(spell.card).layout != ADVENTURE:
        return None
    state.links = state.links + (Link(0, f"{_KEY}{spell.controller}", (next_public_id(state),)),)
    return EXILE


def adventure_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """715.4, 601.3: the exiled cards that went on an adventure for `player`, castable as their main face."""
    key = f"{_KEY}{player}"
    for link in state.links:
        if link.key == key:
            obj = state.objects.get(link.objects[0])
            if isinstance(obj, Obj) and obj.zone == EXILE:
                yield Permission(obj.id, ADVENTURE, False)


def adventure_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """715.4: the card is cast normally from exile: its mana cost, no cost added."""
    return (None, None) if via == ADVENTURE else None


RESOLVED_SPELL_DESTINATION.register(adventure_destination)
CAST_PERMISSIONS.register(adventure_permissions, needs=("adventure",))  # (the layout)
PERMISSION_COSTS.register(adventure_costs)
