"""Abilities that function in a graveyard (113.6m): an ability whose effect or cost moves its object out of
the graveyard ('return this card from your graveyard to the battlefield') functions only there. A card's
printed face says whether it has any; the lookups below skip every other card at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from lithoform.cards.tree import ActivatedAbility, CardDef, CardFace, TriggeredAbility
from lithoform.catalog.registry import DEFS, get_def
from lithoform.rules.continuous.characteristics import face_of
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import GRAVEYARD, GameState, Obj, zone_key

_BY_FACE: ByIdentity[tuple[TriggeredAbility | ActivatedAbility, ...]] = ByIdentity()


def _graveyard_abilities(face: CardFace) -> tuple[TriggeredAbility | ActivatedAbility, ...]:
    return _BY_FACE.get(face, lambda: tuple(a for a in face.abilities if isinstance(
        a, TriggeredAbility | ActivatedAbility) and a.zone == GRAVEYARD))


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
_BY_ZONE: ByIdentity[tuple[tuple[int, Any], ...]] = ByIdentity()


def _with_abilities(state: GameState, player: int) -> tuple[tuple[int, Any], ...]:
    zone = state.zones[zone_key(GRAVEYARD, player)]
    known = _BY_ZONE.lookup(zone)
    if known is not None:  # (the usual case, without a closure to build)
        return known

    def found() -> tuple[tuple[int, Any], ...]:
        with_abilities = ((oid, _abilities_of(obj)) for oid in zone
                          if isinstance(obj := state.objects.get(oid), Obj))
        return tuple((oid, abilities) for oid, abilities in with_abilities if abilities)

    return _BY_ZONE.get(zone, found)


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
    """The cards in `player`'s graveyard with an activated ability that functions there (found once per
    graveyard content, as _with_abilities is)."""
    zone = state.zones[zone_key(GRAVEYARD, player)]
    known = _ACTIVATORS.lookup(zone)
    if known is not None:
        return known
    return _ACTIVATORS.get(zone, lambda: tuple(oid for oid, abilities in _with_abilities(state, player)
                                               if any(isinstance(a, ActivatedAbility) for a in abilities)))


_ACTIVATORS: ByIdentity[tuple[int, ...]] = ByIdentity()
