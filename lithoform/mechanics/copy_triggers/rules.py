"""Abilities that trigger when a player copies a spell (707.10: 'Whenever you cast or copy an instant or
sorcery spell', magecraft). The one copy primitive (rules/stack/copy.py) calls `SPELL_COPIED` once the copy
is on the stack; the permanents' abilities whose trigger event is a copy and whose description fits the copy
trigger (603.2), the copy their triggering object. A copy isn't cast (707.10): cast triggers don't see it."""

from __future__ import annotations

from lithoform.cards.tree import TriggeredAbility
from lithoform.mechanics.copy_triggers.text import COPY
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import SPELL_COPIED
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.model import GameState, Obj


def copied(state: GameState, copy: int) -> None:
    """707.10, 603.2: a copy of a spell is on the stack: 'whenever you ... copy a [spell]' abilities trigger."""
    if not isinstance(state.objects.get(copy), Obj):
        return  # a copy of an ability: no such trigger looks at those
    found = []
    for pid, a in battlefield_abilities(state, TriggeredAbility):
        if a.trigger.event != COPY:
            continue
        controller = state.objects[pid].controller
        if matches(state, a.trigger.filter, copy, controller, pid):
            found.append((pid, controller, chars(state, pid).name, a))
    add_triggers(state, found, copy)


SPELL_COPIED.register(copied)
