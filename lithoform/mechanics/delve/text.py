"""Delve (702.66), its text part: the transformer rule for the keyword. Data only: imports the cards, never
the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static


class DelveRules:
    """Transformer rules of delve; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_delve(self, c: list) -> Static:
        """702.66a: a static ability functioning on the stack, read by name as the cost is paid (rules.py)."""
        return Static("Delve", text="Delve")


TRANSFORMER = DelveRules
