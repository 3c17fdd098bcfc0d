"""Bloodthirst (702.54), the text part: the keyword with its number. Data only: imports the cards and the
compiler basics, never the rules."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.bloodthirst.nodes import Bloodthirst


class BloodthirstRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_bloodthirst(self, c: list) -> Bloodthirst:
        """702.54a: 'Bloodthirst N' ('bloodthirst X', 702.54b, counts the damage: not supported)."""
        if "Creature" not in self.face_types:  # type: ignore[attr-defined]
            raise Unsupported("bloodthirst on a card that isn't a creature")
        n = int(str(c[0]))
        return Bloodthirst(n, text=f"Bloodthirst {n}")


TRANSFORMER = BloodthirstRules
