"""Activation triggers (603.2, 602.2b), the rules part: once an activated ability has become activated (its
costs paid, 602.2b; the core's ABILITY_ACTIVATED hook), the 'whenever [player] activates an ability of [a
permanent]' abilities whose filter it matches trigger, the activated ability being their triggering object (so
'that player' is its controller). A filter naming card types of its source means a permanent (109.2): the
ability must be one activated on the battlefield (Harsh Mentor's ruling: "doesn't trigger when an opponent
activates an ability of a card in hand (such as cycling) or a card in a graveyard (such as embalm)")."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility
from lithoform.mechanics.activation_triggers.text import ACTIVATES
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import ABILITY_ACTIVATED
from lithoform.rules.triggers.matching import add_triggers, battlefield_and_graveyard_triggers
from lithoform.state.model import GameState, StackAbility


def activation_triggers(state: GameState, oid: int) -> None:
    """602.2b, 603.2: the abilities that trigger on the activation of the ability `oid`."""
    activated = state.objects.get(oid)
    if not isinstance(activated, StackAbility) or not isinstance(activated.ability, ActivatedAbility):
        return
    found = []
    for pid, controller, name, ability in battlefield_and_graveyard_triggers(state, ACTIVATES):
        f = ability.trigger.filter
        if f is not None and f.source_types and activated.ability.zone != "battlefield":
            continue  # 109.2: 'an ability of a creature' is a permanent's, not a card's in a hand or graveyard
        if matches(state, f, oid, controller, pid):
            found.append((pid, controller, name, ability))
    add_triggers(state, found, oid)


ABILITY_ACTIVATED.register(activation_triggers, needs=(ACTIVATES,))
