"""'Tap or untap', the text part. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.tap_or_untap.nodes import TapOrUntap


class TapOrUntapRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def tap_or_untap(self, c: list) -> VP:
        """'tap or untap target creature' / 'target artifact, creature, or land' (701.26)."""
        return VP(lambda _: TapOrUntap(c[0]), "you", "tap or untap")


TRANSFORMER = TapOrUntapRules
