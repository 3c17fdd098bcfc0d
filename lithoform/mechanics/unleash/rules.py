"""Unleash, the rules part (702.98).

702.98a: as the permanent enters, its controller may have it enter with an additional +1/+1 counter (a
replacement effect of the permanent itself, read as it would exist on the battlefield, 614.1c, 614.12); the
core asks through ENTERS_WITH_COUNTERS (rules/hooks.py). Each instance applies (one counter each). A board set
up directly, outside a rules procedure, asks nothing (and adds nothing)."""

from __future__ import annotations

from lithoform.mechanics.unleash.nodes import Unleash
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state import procedure
from lithoform.state.model import GameState, Obj, Question


@ENTERS_WITH_COUNTERS.register
def unleash_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """702.98a: one +1/+1 counter for each unleash its controller chooses to use."""
    if not procedure.in_procedure() or not any(isinstance(a, Unleash) for a in face_of(obj).abilities):
        return {}
    n = 0
    for ability in as_it_would_exist(state, obj).abilities:
        if isinstance(ability, Unleash):
            (yes,) = procedure.ask(Question(obj.controller, "may", f"unleash {face_of(obj).name}: have it enter "
                                            "with a +1/+1 counter (it can't block while it has one)? (702.98a)",
                                            (1, 0), 1, 1))
            n += 1 if yes else 0
    return {"+1/+1": n} if n else {}
