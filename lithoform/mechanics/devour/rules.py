"""Devour, the rules part (702.82a, 614.1c, 614.12, 701.21a).

702.82a: "As this object enters, you may sacrifice any number of creatures. This permanent enters with N +1/+1
counters on it for each creature sacrificed this way." The permanent's own replacement effect, read as it would
exist on the battlefield (614.12): its controller chooses among the creatures they control (the entering one
isn't on the battlefield yet), sacrifices them at once, and it enters with the counters. Each instance of devour
is its own choice. A board set up directly, outside a rules procedure, asks nothing."""

from __future__ import annotations

from lithoform.mechanics.devour.nodes import Devour
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.rules.zones import sacrifice_all
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, GameState, Obj, Question


@ENTERS_WITH_COUNTERS.register
def devour_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """702.82a: N +1/+1 counters for each creature devoured."""
    if not procedure.in_procedure() or not any(isinstance(a, Devour) for a in face_of(obj).abilities):
        return {}
    n = 0
    for ability in as_it_would_exist(state, obj).abilities:
        if not isinstance(ability, Devour):
            continue
        options = tuple(o for o in state.zones[BATTLEFIELD] if o != obj.id
                        and state.objects[o].controller == obj.controller and "Creature" in chars(state, o).types)
        if not options:
            continue
        picked = procedure.ask(Question(obj.controller, "choose", f"devour {ability.count}: choose the creatures "
                                        f"{face_of(obj).name} devours (702.82a)", options, 0, len(options),
                                        purpose="devour"))
        if not picked:
            continue
        state.emit("devour", ("702.82a",), card=obj.card, count=len(picked))
        sacrifice_all(state, tuple(picked))
        n += ability.count * len(picked)
    return {"+1/+1": n} if n else {}
