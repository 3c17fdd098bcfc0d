"""Coven, the text part (207.2c). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.mechanics.coven.nodes import DifferentPowersAtLeast


class CovenRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def cond_different_powers(self, c: list) -> DifferentPowersAtLeast:
        self._only(c[1], "creatures")  # type: ignore[attr-defined]
        return DifferentPowersAtLeast(int(c[0]))


TRANSFORMER = CovenRules
