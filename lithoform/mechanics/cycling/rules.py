"""Cycling triggers (702.29c-d): 'When you cycle this card' means 'When you discard this card to pay an
activation cost of a cycling ability'; such an ability triggers from whatever zone the card winds up in
(702.29c). 'Whenever you cycle a card' / 'whenever a player cycles a card' are abilities of permanents.
Typecycling abilities are cycling abilities (702.29f): each keyword ending in 'cycling' counts.

The core calls `COST_DISCARDED_SELF` (rules/hooks.py) when a card is discarded to pay its own ability's
cost; this module finds the abilities that trigger on it (603.2)."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, TriggeredAbility
from lithoform.mechanics.cycling.events import CYCLED
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.hooks import COST_DISCARDED_SELF
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.model import GameState


def is_cycling(ability: ActivatedAbility) -> bool:
    """702.29a, 702.29f: cycling and every typecycling ability ('Basic landcycling', 'Plainscycling')."""
    return (ability.keyword or "").lower().endswith("cycling")


def cycled(state: GameState, player: int, ability: ActivatedAbility, card: int) -> None:
    """702.29c-d: `player` cycled a card (now object `card`, in the zone it wound up in): its own 'when you
    cycle ~' abilities trigger there, and permanents' 'whenever you/a player cycle(s) a card' abilities."""
    if not is_cycling(ability):
        return
    found = []
    for pid, a in battlefield_abilities(state, TriggeredAbility):
        if a.trigger.event != CYCLED or a.trigger.this:
            continue
        controller = state.objects[pid].controller
        if a.trigger.whose == "your" and controller != player:
            continue
        found.append((pid, controller, chars(state, pid).name, a))
    if card:
        c = chars(state, card)
        found += [(card, player, c.name, a) for a in c.abilities
                  if isinstance(a, TriggeredAbility) and a.trigger.event == CYCLED and a.trigger.this]
    add_triggers(state, found, card)


COST_DISCARDED_SELF.register(cycled)
