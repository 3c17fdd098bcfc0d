"""'Skip your draw step.', 'Players skip their untap steps.' (614.1b, 614.10), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.skip_steps.nodes import SkipStepStatic


class SkipStepsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def skip_static_step(self, c: list) -> str:
        return str(c[0])

    def st_skip_your_step(self, c: list) -> SkipStepStatic:
        step = str(c[0])
        return SkipStepStatic(step, text=f"Skip your {step} step.")

    def st_players_skip_step(self, c: list) -> SkipStepStatic:
        step = str(c[0])
        return SkipStepStatic(step, everyone=True, text=f"Players skip their {step} steps.")


TRANSFORMER = SkipStepsRules
