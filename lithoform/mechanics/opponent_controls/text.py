"""'An opponent controls N or more [permanents]', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import uncontrolled_permanents
from lithoform.mechanics.opponent_controls.nodes import OpponentControlsAtLeast


class OpponentControlsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_opponent_controls_n(self, c: list) -> OpponentControlsAtLeast:
        """'an opponent controls four or more lands' (the permanents counted are that opponent's)."""
        n, d = c
        return OpponentControlsAtLeast(uncontrolled_permanents(d, "an opponent controls"), int(n))


TRANSFORMER = OpponentControlsRules
