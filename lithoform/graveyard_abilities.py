"""Abilities that function in a graveyard (113.6m): an ability whose effect or cost moves its object out of
the graveyard ('return this card from your graveyard to the battlefield') functions only there. A card's
printed face says whether it has any; the lookups below skip every other card at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .cards.registry import DEFS, get_def
from .cards.tree import ActivatedAbility, CardDef, CardFace, TriggeredAbility
from .characteristics import face_of
from .state import GRAVEYARD, GameState, Obj, zone_key

# By the face object's identity (hashing a face would read all of it): the face and its abilities that
# function in a graveyard. Faces are immutable, so an entry never goes stale while its face is kept here.
_FOUND: dict[int, tuple[CardFace, tuple[TriggeredAbility | ActivatedAbility, ...]]] = {}


def _graveyard_abilities(face: CardFace) -> tuple[TriggeredAbility | ActivatedAbility, ...]:
    hit = _FOUND.get(id(face))
    if hit is None or hit[0] is not face:
        hit = (face, tuple(a for a in face.abilities if isinstance(a, TriggeredAbility | ActivatedAbility)
                           and a.zone == GRAVEYARD))
        _FOUND[id(face)] = hit
    return hit[1]


_BY_NAME: dict[str, tuple[CardDef, tuple[TriggeredAbility | ActivatedAbility, ...]]] = {}


def _abilities_of(obj: Obj) -> tuple[TriggeredAbility | ActivatedAbility, ...]:
    """The graveyard abilities of a card in a graveyard, found once per definition of its name (the
    registry's current one: tests may register another under the same name)."""
    if obj.copied is not None or obj.printed is not None:
        return _graveyard_abilities(face_of(obj))
    card = DEFS.get(obj.card) or get_def(obj.card)
    hit = _BY_NAME.get(obj.card)
    if hit is None or hit[0] is not card:
        hit = (card, tuple(a for f in card.faces for a in _graveyard_abilities(f)))
        _BY_NAME[obj.card] = hit
    return hit[1]


# A graveyard's cards that have such abilities, by the identity of the zone's tuple (a zone is a new tuple
# whenever it changes, so the answer is found once per graveyard content, not once per question).
_IN_ZONE: dict[int, tuple[tuple[int, ...], tuple[tuple[int, Any], ...]]] = {}


def _with_abilities(state: GameState, player: int) -> tuple[tuple[int, Any], ...]:
    zone = state.zones[zone_key(GRAVEYARD, player)]
    hit = _IN_ZONE.get(id(zone))
    if hit is None or hit[0] is not zone:
        found = []
        for oid in zone:
            obj = state.objects.get(oid)
            if isinstance(obj, Obj):
                abilities = _abilities_of(obj)
                if abilities:
                    found.append((oid, abilities))
        if len(_IN_ZONE) > 4096:
            _IN_ZONE.clear()
        hit = (zone, tuple(found))
        _IN_ZONE[id(zone)] = hit
    return hit[1]


def graveyard_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """(card id, its owner, its name, ability) for the triggered abilities of cards in graveyards that
    function there and trigger on `event`."""
    for p in state.players:
        for oid, abilities in _with_abilities(state, p.index):
            for ability in abilities:
                if isinstance(ability, TriggeredAbility) and ability.trigger.event == event:
                    obj = state.objects[oid]
                    yield oid, obj.owner, face_of(obj).name, ability


def graveyard_activators(state: GameState, player: int) -> tuple[int, ...]:
    """The cards in `player`'s graveyard with an activated ability that functions there."""
    return tuple(oid for oid, abilities in _with_abilities(state, player)
                 if any(isinstance(a, ActivatedAbility) for a in abilities))
