"""Amplify (702.38), the text part: the keyword with its number. Data only: imports the cards and the
compiler basics, never the rules."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.amplify.nodes import Amplify


class AmplifyRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_amplify(self, c: list) -> Amplify:
        """702.38a: 'Amplify N'."""
        if "Creature" not in self.face_types:  # type: ignore[attr-defined]
            raise Unsupported("amplify on a card that isn't a creature")
        n = int(str(c[0]))
        return Amplify(n, text=f"Amplify {n}")


TRANSFORMER = AmplifyRules
