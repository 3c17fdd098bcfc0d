"""Proliferate (701.34), the text part. Data only: imports the cards and the compiler basics."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.proliferate.nodes import Proliferate


class ProliferateRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def proliferate(self, c: list) -> VP:
        """701.34a: 'Proliferate.' (an instruction the controller follows)."""
        return VP(lambda who: Proliferate(), "you", "proliferate")


TRANSFORMER = ProliferateRules
