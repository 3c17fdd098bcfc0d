"""Amass (701.47), the text part: 'amass 2', 'amass X' (an instruction of the ability's controller). The
card data predates the errata of 701.47d, so 'amass N' is read as 'amass Zombies N'. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.amass.nodes import Amass


class AmassRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amass(self, c: list) -> VP:
        amount = c[-1]
        return VP(lambda _you: Amass(amount), "you", "amass")


TRANSFORMER = AmassRules
