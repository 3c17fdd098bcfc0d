"""Abilities that function in a graveyard (113.6m): an ability whose effect or cost moves its object out of
the graveyard ('return this card from your graveyard to the battlefield') functions only there. A card's
printed face says whether it has any; the lookups below skip every other card at once."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from .cards.tree import ActivatedAbility, CardFace, TriggeredAbility
from .characteristics import face_of
from .state import GRAVEYARD, GameState, Obj, zone_key


@cache
def _graveyard_abilities(face: CardFace) -> tuple[TriggeredAbility | ActivatedAbility, ...]:
    return tuple(a for a in face.abilities if isinstance(a, TriggeredAbility | ActivatedAbility)
                 and a.zone == GRAVEYARD)


def graveyard_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """(card id, its owner, its name, ability) for the triggered abilities of cards in graveyards that
    function there and trigger on `event`."""
    for p in state.players:
        for oid in state.zones[zone_key(GRAVEYARD, p.index)]:
            obj = state.objects[oid]
            if not isinstance(obj, Obj):
                continue
            for ability in _graveyard_abilities(face_of(obj)):
                if isinstance(ability, TriggeredAbility) and ability.trigger.event == event:
                    yield oid, obj.owner, face_of(obj).name, ability


def has_graveyard_activation(state: GameState, oid: int) -> bool:
    """Whether a card in a graveyard has an activated ability that functions there."""
    obj = state.objects[oid]
    return isinstance(obj, Obj) and any(isinstance(a, ActivatedAbility) for a in _graveyard_abilities(face_of(obj)))
