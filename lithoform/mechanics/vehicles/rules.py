"""Vehicles and crew (702.122), the rules part: 'Whenever ~ becomes crewed' (702.122d) means whenever a crew ability
of ~ resolves. The core tells this mechanic each time an ability finishes resolving (ABILITY_RESOLVED, a hook
asked only in a game where some card has such a trigger); a crew ability of the Vehicle makes its
'becomes crewed' abilities trigger (603.2), with the Vehicle as their object."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility
from lithoform.mechanics.vehicles.text import BECOMES_CREWED, CREW
from lithoform.rules.hooks import ABILITY_RESOLVED
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.state.model import GameState, StackAbility


def crew_resolved(state: GameState, ability: StackAbility) -> None:
    """702.122d: a crew ability of a Vehicle resolved: the Vehicle became crewed."""
    if isinstance(ability.ability, ActivatedAbility) and ability.ability.keyword == CREW:
        object_event_triggers(state, BECOMES_CREWED, ability.source)


ABILITY_RESOLVED.register(crew_resolved, needs=(BECOMES_CREWED,))
