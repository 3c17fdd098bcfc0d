"""'Whenever ~ becomes unattached from a permanent' (603.2e, 603.10c). The ability looks back in time: an Aura
or Equipment that leaves the battlefield becomes unattached too, and its own ability (as it last existed)
triggers. The triggering object ('that permanent') is the permanent it was attached to."""

from __future__ import annotations

from lithoform.cards.tree import TriggeredAbility
from lithoform.cards.trigger_events import UNATTACHED
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.model import GameState


def unattached_triggers(state: GameState, what: int, host: int, controller: int) -> None:
    """603.10c: `what` (still on the battlefield, or its last known information) stopped being attached to the
    permanent `host` (> 0); `controller` controlled `what` as it happened."""
    if host <= 0:
        return  # attached to a player (303.4): not 'a permanent'
    c = chars(state, what)
    found = [(what, controller, c.name, a) for a in c.abilities
             if isinstance(a, TriggeredAbility) and a.trigger.event == UNATTACHED and a.trigger.this]
    if found:
        add_triggers(state, found, host)
