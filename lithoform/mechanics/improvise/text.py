"""Improvise (702.126), its text part: the transformer rule for the keyword. Data only: imports the cards,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static


class ImproviseRules:
    """Transformer rules of improvise; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_improvise(self, c: list) -> Static:
        """702.126a: a static ability functioning on the stack, read by name as the cost is paid (rules.py)."""
        return Static("Improvise", text="Improvise")


TRANSFORMER = ImproviseRules
