"""Additional phases (500.8), the rules part: the effect adds the phases directly after the current phase
(rules/turn/extra_phases.py keeps the queue the turn follows). 'After this main phase' does nothing outside a
main phase (the phase it names doesn't exist then), nor does any of it during the ending phase, after which
the turn ends (500.1)."""

from __future__ import annotations

from lithoform.mechanics.extra_combats.nodes import AddPhases
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.turn.extra_phases import add_phases
from lithoform.rules.turn.steps import PHASE_OF

_KIND = {"precombat_main": "main", "postcombat_main": "main", "combat": "combat"}


def _add_phases_effect(ctx: Ctx, e: AddPhases) -> None:
    """500.8: 'After this [main] phase, there is an additional combat phase [followed by an additional main
    phase].'"""
    state = ctx.state
    phase = PHASE_OF[state.step]
    if e.after and _KIND.get(phase) != e.after:
        state.emit("extra_phases_none", ("500.8",), player=state.active, phase=e.after)
        return
    add_phases(state, e.phases, phase)


register_effect(AddPhases, _add_phases_effect)
