"""Riot, the rules part (702.136).

702.136a: as the permanent enters, its controller chooses: an additional +1/+1 counter, or haste (a
replacement effect of the permanent itself, 614.1c, read as it would exist on the battlefield, 614.12). The
haste is a continuous effect from the riot ability that lasts as long as the permanent is on the battlefield
(it applies to this object only, 400.7). 702.136b: each instance works separately. A board set up directly,
outside a rules procedure, asks nothing."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities
from lithoform.mechanics.riot.nodes import Riot
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state import procedure
from lithoform.state.model import ContinuousEffect, GameState, Obj, Question


@ENTERS_WITH_COUNTERS.register
def riot_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """702.136a: a +1/+1 counter for each riot whose counter is chosen; haste for the others."""
    if not procedure.in_procedure() or not any(isinstance(a, Riot) for a in face_of(obj).abilities):
        return {}
    n = 0
    for ability in as_it_would_exist(state, obj).abilities:
        if not isinstance(ability, Riot):
            continue
        (pick,) = procedure.ask(Question(obj.controller, "choose", f"riot: {face_of(obj).name} enters with a "
                                         "+1/+1 counter, or gains haste (702.136a)", (0, 1), 1, 1,
                                         labels=("+1/+1 counter", "haste")))
        if pick == 0:
            n += 1
        else:
            state.effects = state.effects + (ContinuousEffect(
                state.new_id(), state.new_timestamp(), obj.id, obj.controller,
                (AddAbilities(keywords=("Haste",)),), (obj.id,), "permanent"),)
            state.characteristics_changed()
            state.emit("riot_haste", ("702.136a",), card=obj.card)
    return {"+1/+1": n} if n else {}
