"""Sunburst (702.44), the rules part: a replacement effect of the entering permanent (614.1c), read from it as it
would exist on the battlefield (614.12). 702.44b: counters only when it enters from the stack as a resolving
spell, one for each color (105.1) among the mana spent on its costs (601.2h: kept as `cast_spent` by the
permanent the spell became; none for a card put onto the battlefield, a copy, or a spell cast without mana).
702.44d: each instance works separately. The core asks through ENTERS_WITH_COUNTERS (rules/hooks.py)."""

from __future__ import annotations

from lithoform.mechanics.converge.rules import colors_in
from lithoform.mechanics.sunburst.nodes import Sunburst
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state.model import GameState, Obj


@ENTERS_WITH_COUNTERS.register
def sunburst_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """702.44a: the counters its sunburst abilities give it as it enters."""
    face = face_of(obj)
    if not any(isinstance(a, Sunburst) for a in face.abilities):
        return {}
    colors = colors_in(obj.cast_spent)
    if colors <= 0:
        return {}  # 702.44b: no colored mana spent, or it didn't enter as a resolving spell
    added: dict[str, int] = {}
    for ability in as_it_would_exist(state, obj).abilities:
        if isinstance(ability, Sunburst):
            # 702.44a: 'entering as a creature, ignoring any type-changing effects': its printed types
            kind = ability.kind or ("+1/+1" if "Creature" in face.types else "charge")
            added[kind] = added.get(kind, 0) + colors
    for kind, n in added.items():
        state.emit("sunburst", ("702.44a",), card=obj.card, kind=kind, amount=n)
    return added
