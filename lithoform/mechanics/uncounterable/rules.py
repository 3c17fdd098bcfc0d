""""This spell can't be countered" (113.6g): a static ability of the spell that functions on the stack. An
effect that would counter the spell does nothing to it (701.6a describes what countering would do; with
this ability the spell stays on the stack and later resolves). The spell can still be targeted by a spell
that counters (the target is legal, 115.5), and 'counter it unless its controller pays' does nothing either
way. The core asks through the hook point COUNTER_FORBIDDEN (rules/hooks.py) as it counters (701.6)."""

from __future__ import annotations

from lithoform.mechanics.uncounterable.nodes import SpellsCantBeCountered
from lithoform.mechanics.uncounterable.text import CANT_BE_COUNTERED
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import GameState, Obj


@hooks.COUNTER_FORBIDDEN.register
def cant_be_countered(state: GameState, oid: int) -> bool:
    """113.6g: whether the spell `oid` on the stack has the ability (read from its current characteristics)."""
    obj = state.objects.get(oid)
    return isinstance(obj, Obj) and CANT_BE_COUNTERED.lower() in chars(state, oid).keywords


@hooks.COUNTER_FORBIDDEN.register
def spells_cant_be_countered(state: GameState, oid: int) -> bool:
    """101.2, 701.6: a permanent's 'creature spells you control can't be countered' covers the spell `oid`
    (the description read from the permanent's controller)."""
    for pid, a in battlefield_abilities(state, SpellsCantBeCountered):
        if matches(state, a.filter, oid, state.objects[pid].controller, pid):
            return True
    return False
