"""Activation timing restrictions (602.5b), the text part: the endings of an activated ability's text that
restrict when it may be activated, read off by the compiler (`timing_restriction`). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.activation_timing.nodes import DuringYourTurn

ENDINGS: dict[str, DuringYourTurn] = {
    " activate only during your upkeep.": DuringYourTurn(step="upkeep"),
    " activate only during your turn.": DuringYourTurn(),
    " activate only during your turn, before attackers are declared.": DuringYourTurn(before_attackers=True),
}


def timing_restriction(effect_text: str) -> tuple[str, DuringYourTurn] | None:
    """The effect text without its timing ending, and the restriction it states; None without one."""
    for ending, condition in ENDINGS.items():
        if effect_text.endswith(ending):
            return effect_text[: -len(ending)], condition
    return None


class ActivationTimingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cost_less_your_end_step(self, c: list) -> Any:
        """601.2f, 118.7: 'This spell costs {2} less to cast during your end step.' (Closing Statement)."""
        return self.st_cost_less_if([c[0], DuringYourTurn(step="end")])  # type: ignore[attr-defined]


TRANSFORMER = ActivationTimingRules
ACTIVATION_ENDINGS = (timing_restriction,)  # compiler/mechanic_texts.py
