"""Miracle (702.94), its text part. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Cost
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.miracle.nodes import Miracle


class MiracleRules:
    """Transformer rules of miracle; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_miracle(self, c: list) -> Miracle:
        """702.94a: 'Miracle [cost]'."""
        if "Land" in self.face_types:
            raise Unsupported("miracle on a land card")
        cost = mana(c[0])  # an X in it is chosen as the card is cast (601.2b, 107.3)
        return Miracle(Cost(mana=cost), text=f"Miracle {cost}")


TRANSFORMER = MiracleRules
