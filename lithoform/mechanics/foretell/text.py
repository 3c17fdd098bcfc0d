"""Foretell (702.143), its text part: the keyword is an ability of the card (its special action and its
permission are the rules part's). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.values import mana
from lithoform.mechanics.foretell.nodes import Foretell, WasForetold


class ForetellRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_foretell(self, c: list) -> Foretell:
        cost = mana(c[0])
        return Foretell(cost, text=f"Foretell {cost}")

    def cond_foretold(self, c: list) -> WasForetold:
        return WasForetold()


TRANSFORMER = ForetellRules
