"""Sunburst (702.44), the text part. Data only: imports the cards and the compiler basics, never the rules."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.modular.text import modular_dies
from lithoform.mechanics.sunburst.nodes import Sunburst


class SunburstRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_sunburst(self, c: list) -> Sunburst:
        """702.44a: only a permanent card has it (it works as the permanent enters)."""
        if not {"Artifact", "Creature", "Enchantment", "Planeswalker", "Land"} & set(self.face_types):  # type: ignore[attr-defined]
            raise Unsupported("sunburst on a card that isn't a permanent")
        return Sunburst()

    def kw_modular_sunburst(self, c: list) -> list:
        """702.44c, 702.43a: 'Modular—Sunburst': +1/+1 counters for the colors spent, and modular's dies trigger."""
        if "Artifact" not in self.face_types or "Creature" not in self.face_types:  # type: ignore[attr-defined]
            raise Unsupported("modular on a card that isn't an artifact creature")
        return [Sunburst("+1/+1", text="Modular—Sunburst"), modular_dies("Modular—Sunburst")]


TRANSFORMER = SunburstRules
