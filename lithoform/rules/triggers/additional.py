"""603.2d: effects that make a triggered ability trigger additional times. Rather than once, the ability
triggers as many times as the effects add up to; each instance is put on the stack separately, with its
own choices (Panharmonicon's ruling). Such an effect refers only to the triggered abilities an object has,
not to delayed or reflexive ones (603.7, 603.12)."""

from __future__ import annotations

from lithoform.cards.tree import ExtraTriggers, TriggeredAbility
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD, Choices, GameState


def additional_times(state: GameState, source: int, ability: TriggeredAbility) -> int:
    """How many more times `ability` of `source` triggers because of ExtraTriggers statics (Sanctum of
    All): one for each such permanent whose source filter matches and whose condition holds."""
    found = [(oid, a) for oid in state.zones[BATTLEFIELD] for a in chars(state, oid).abilities
             if isinstance(a, ExtraTriggers)]
    if not found or ability not in chars(state, source).abilities:
        return 0  # no such effect, or a delayed/reflexive ability the source doesn't have (603.2d)
    if not on_battlefield(state, source):
        return 0  # 'an ability of a permanent': not of a card in a graveyard, nor of an emblem (603.2d)
    extra = 0
    for oid, a in found:
        controller = state.objects[oid].controller
        if matches(state, a.source, source, controller, oid) and _holds(state, a, controller, oid):
            extra += 1
    return extra


def _holds(state: GameState, a: ExtraTriggers, controller: int, oid: int) -> bool:
    """The 'while ...' condition, checked as the ability triggers."""

    if a.condition is None:
        return True
    return condition_holds(state, a.condition, Ctx(state, 0, controller, oid, Choices(), ()))


def on_battlefield(state: GameState, source: int) -> bool:
    """Whether a trigger's source is a permanent (603.2d): on the battlefield, or a permanent that has just
    left it whose leaves-the-battlefield ability looks back in time (603.10a, its last known information)."""
    obj = state.known(source)
    return obj is not None and obj.zone == BATTLEFIELD
