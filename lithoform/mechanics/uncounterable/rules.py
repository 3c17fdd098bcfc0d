""""This spell can't be countered" (113.6g): a static ability of the spell that functions on the stack. An
effect that would counter the spell does nothing to it (701.6a describes what countering would do; with
this ability the spell stays on the stack and later resolves). The spell can still be targeted by a spell
that counters (the target is legal, 115.5), and 'counter it unless its controller pays' does nothing either
way. The core asks through the hook point COUNTER_FORBIDDEN (rules/hooks.py) as it counters (701.6)."""

from __future__ import annotations

from lithoform.mechanics.uncounterable.text import CANT_BE_COUNTERED
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import GameState, Obj


@hooks.COUNTER_FORBIDDEN.register
def cant_be_countered(state: GameState, oid: int) -> bool:
    """113.6g: whether the spell `oid` on the stack has the ability (read from its current characteristics)."""
    obj = state.objects.get(oid)
    return isinstance(obj, Obj) and CANT_BE_COUNTERED.lower() in chars(state, oid).keywords
