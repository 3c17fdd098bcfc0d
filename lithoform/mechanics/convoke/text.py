"""Convoke (702.51), its text part: the transformer rule for the keyword. Data only: imports the cards,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static


class ConvokeRules:
    """Transformer rules of convoke; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_convoke(self, c: list) -> Static:
        """702.51a: a static ability functioning on the stack, read by name as the cost is paid (rules.py)."""
        return Static("Convoke", text="Convoke")


TRANSFORMER = ConvokeRules
