"""Vehicles and crew (702.122), the rules part: 'Whenever ~ becomes crewed' (702.122d) means whenever a crew ability
of ~ resolves. The core tells this mechanic each time an ability finishes resolving (ABILITY_RESOLVED, a hook
asked only in a game where some card has such a trigger); a crew ability of the Vehicle makes its
'becomes crewed' abilities trigger (603.2), with the Vehicle as their object."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility
from lithoform.mechanics.vehicles.text import BECOMES_CREWED, CREW, CREWS
from lithoform.rules.hooks import ABILITY_ACTIVATED, ABILITY_RESOLVED
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.state.model import GameState, StackAbility


def crew_resolved(state: GameState, ability: StackAbility) -> None:
    """702.122d: a crew ability of a Vehicle resolved: the Vehicle became crewed."""
    if isinstance(ability.ability, ActivatedAbility) and ability.ability.keyword == CREW:
        object_event_triggers(state, BECOMES_CREWED, ability.source)


ABILITY_RESOLVED.register(crew_resolved, needs=(BECOMES_CREWED,))


def crew_activated(state: GameState, oid: int) -> None:
    """702.122b: a creature 'crews a Vehicle' when it's tapped to pay the cost of a Vehicle's crew ability: its
    'whenever ~ crews a Vehicle' abilities trigger (603.2), 'that Vehicle' being the crewed Vehicle."""
    ability = state.objects.get(oid)
    if not isinstance(ability, StackAbility) or not isinstance(ability.ability, ActivatedAbility) \
            or ability.ability.keyword != CREW or ability.choices is None:
        return
    for crewer in ability.choices.tapped:
        object_event_triggers(state, CREWS, crewer, triggering=ability.source)


ABILITY_ACTIVATED.register(crew_activated, needs=(CREWS,))
