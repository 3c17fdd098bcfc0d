"""'Whenever a spell or ability you control counters a spell', the rules part (603.2, 701.6a): as a spell is
countered by a resolving spell or ability (the core's SPELL_COUNTERED hook, 608.2), each such ability of a
permanent controlled by the counterer's controller, whose description the countered spell fits, triggers, with
the countered spell as its triggering object."""

from __future__ import annotations

from lithoform.cards.trigger_events import COUNTERS_SPELL
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import SPELL_COUNTERED
from lithoform.rules.triggers.matching import add_triggers, battlefield_and_graveyard_triggers
from lithoform.state.model import GameState, Obj


def spell_countered(state: GameState, countered: int, counterer: int) -> None:
    """701.6a: only a spell (not an ability) counted, and only when a spell or ability countered it."""
    spell, by = state.objects.get(countered), state.objects.get(counterer)
    if not isinstance(spell, Obj) or by is None:  # a StackAbility isn't an Obj
        return
    found = [(pid, controller, name, ability)
             for pid, controller, name, ability in battlefield_and_graveyard_triggers(state, COUNTERS_SPELL)
             if controller == by.controller and matches(state, ability.trigger.filter, countered, controller, pid)]
    add_triggers(state, found, countered)


SPELL_COUNTERED.register(spell_countered, needs=(COUNTERS_SPELL,))  # (only such a trigger can matter)
