"""'When you cast this spell, ...' (601.2i, 113.6k): a triggered ability of the spell itself. It can't
trigger from the battlefield, so it functions on the stack, and it triggers once the spell has become cast
(601.2i), controlled by the spell's controller (603.3a: who cast it). A copy of a spell isn't cast (707.10),
and a permanent with the ability doesn't trigger on other spells."""

from __future__ import annotations

from lithoform.cards.tree import TriggeredAbility
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import GameState


def own_cast_triggers(state: GameState, spell: int) -> None:
    from lithoform.rules.triggers.matching import _add

    c = chars(state, spell)
    for ability in c.abilities:
        if isinstance(ability, TriggeredAbility) and ability.trigger.event == "cast" and ability.trigger.this:
            _add(state, state.objects[spell].controller, spell, c.name, ability, spell)
