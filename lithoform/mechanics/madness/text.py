"""Madness (702.35), its text part. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Cost
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.madness.nodes import Madness


class MadnessRules:
    """Transformer rules of madness; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_madness(self, c: list) -> Madness:
        """702.35a: 'Madness [cost]'."""
        if "Land" in self.face_types:
            raise Unsupported("madness on a land card")
        cost = mana(c[0])
        if "{X}" in cost.upper():
            raise Unsupported("a madness cost with X")
        return Madness(Cost(mana=cost), text=f"Madness {cost}")


TRANSFORMER = MadnessRules
