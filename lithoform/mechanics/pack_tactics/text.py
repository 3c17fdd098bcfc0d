"""Pack tactics (207.2c), the text part: the condition 'you attacked with creatures with total power N or
greater this combat'. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.pack_tactics.nodes import AttackedWithTotalPower


class PackTacticsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_attacked_total_power(self, c: list) -> AttackedWithTotalPower:
        words = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if words != "creatures":
            raise Unsupported(f"'you attacked with {words} with total power N or greater this combat'")
        return AttackedWithTotalPower(int(c[1]))


TRANSFORMER = PackTacticsRules
