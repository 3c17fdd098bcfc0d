"""Steps skipped by static abilities (614.1b, 614.10): while a permanent with 'Skip your draw step.' is on the
battlefield, its controller's draw steps don't happen (nothing is drawn, 504.1, and no 'at the beginning of your
draw step' ability triggers); 'Players skip their untap steps.' (Stasis) does so for every player's untap step.
The turn structure asks through STEP_SKIPPED (rules/hooks.py)."""

from __future__ import annotations

from lithoform.mechanics.skip_steps.nodes import SkipStepStatic
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import STEP_SKIPPED
from lithoform.state.model import GameState


def step_skipped(state: GameState, player: int, step: str) -> bool:
    """614.10: whether a static ability of a permanent on the battlefield skips `player`'s `step`."""
    return any(a.step == step and (a.everyone or state.objects[pid].controller == player)
               for pid, a in battlefield_abilities(state, SkipStepStatic))


STEP_SKIPPED.register(step_skipped, needs=("SkipStepStatic",))
