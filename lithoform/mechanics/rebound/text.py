"""Rebound (702.88), its text part. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.rebound.nodes import Rebound


class ReboundRules:
    """Transformer rules of rebound; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_rebound(self, c: list) -> Rebound:
        """702.88a: rebound appears on instants and sorceries."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("rebound on a permanent card")
        return Rebound()


TRANSFORMER = ReboundRules
