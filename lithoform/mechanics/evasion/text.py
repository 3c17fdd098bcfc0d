"""Evasion keywords (702.13, 702.14, 702.28, 702.31, 702.36, 702.118), their text part: the landwalks,
fear, intimidate, shadow, horsemanship and skulk are simple keywords (grammar.lark); 'nonbasic landwalk'
has a rule of its own. Data only: imports the cards, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static


class EvasionRules:
    """Transformer rules of evasion keywords; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_nonbasic_landwalk(self, c: list) -> Static:
        """702.14c: 'nonbasic landwalk' (the rules part reads it by name)."""
        return Static("Nonbasic landwalk", text="Nonbasic landwalk")

    def kwn_nonbasic_landwalk(self, c: list) -> str:
        return "Nonbasic landwalk"


TRANSFORMER = EvasionRules
