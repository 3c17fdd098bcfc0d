"""'If you cast this spell during your main phase' (addendum), the rules part.

The condition is read as the spell resolves (Sphinx's Insight ruling: 'Addendum abilities of instant spells apply
while the spell is resolving'). A step or phase ends only once the stack is empty (500.2), so a spell resolving
now was cast in the current step: it was cast during its controller's main phase exactly when that player is the
active player (500.1, 505.1) and the step is a main phase. A copy was never cast (707.10; ruling: 'the copy won't
give you the addendum bonus'); nor was a card put onto the stack without being cast: neither has the zone it was
cast from (rules/zones `cast_from`)."""

from __future__ import annotations

from lithoform.mechanics.addendum.nodes import CastDuringYourMainPhase
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.hooks import STEP_READERS
from lithoform.rules.turn.steps import MAIN_PHASES
from lithoform.state.model import STACK, GameState, Obj


def cast_during_your_main_phase(state: GameState, cond: CastDuringYourMainPhase, ctx: Ctx) -> bool:
    obj = state.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != STACK or obj.copy or not obj.cast_from:
        return False
    return obj.controller == ctx.controller == state.active and state.step in MAIN_PHASES


EXTRA_CONDITIONS[CastDuringYourMainPhase] = cast_during_your_main_phase
# (read as the spell resolves, not in a listing; registered all the same: a condition may be asked anywhere)
STEP_READERS.register(cast_during_your_main_phase, needs=("CastDuringYourMainPhase",))
