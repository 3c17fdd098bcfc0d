"""Bolster (701.39), the text part: 'bolster 2', 'bolster X' (an instruction of the ability's controller).
Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.bolster.nodes import Bolster


class BolsterRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def bolster(self, c: list) -> VP:
        amount = c[-1]
        return VP(lambda _you: Bolster(amount), "you", "bolster")


TRANSFORMER = BolsterRules
