"""'An opponent controls N or more [permanents]', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.opponent_controls.nodes import OpponentControlsAtLeast


class OpponentControlsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_opponent_controls_n(self, c: list) -> OpponentControlsAtLeast:
        """'an opponent controls four or more lands' (the permanents counted are that opponent's)."""
        n, d = c
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if f.controller is not None:
            raise Unsupported("'an opponent controls' with a description naming a controller")
        return OpponentControlsAtLeast(f, int(n))


TRANSFORMER = OpponentControlsRules
