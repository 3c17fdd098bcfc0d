"""'If ~ was kicked, it enters with N counters on it', the rules part (614.1c, 702.33d): the permanent
remembers that its spell was kicked (Obj.kicked, set as it moves from the stack); the core asks for the
counters through ENTERS_WITH_COUNTERS (rules/hooks.py), reading the abilities it would have on the
battlefield (614.12). A permanent put onto the battlefield without being cast wasn't kicked."""

from __future__ import annotations

from lithoform.mechanics.kicked_counters.nodes import KickedEntersWithCounters
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state.model import GameState, Obj


@ENTERS_WITH_COUNTERS.register
def kicked_counters(state: GameState, obj: Obj) -> dict[str, int]:
    if not obj.kicked or not any(isinstance(a, KickedEntersWithCounters) for a in face_of(obj).abilities):
        return {}
    added: dict[str, int] = {}
    for a in as_it_would_exist(state, obj).abilities:
        if isinstance(a, KickedEntersWithCounters):
            added[a.kind] = added.get(a.kind, 0) + a.amount
    return added
