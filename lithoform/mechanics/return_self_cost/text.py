"""Returning the permanent itself to its owner's hand as a cost: the text part. Data only."""

from __future__ import annotations


class ReturnSelfCostRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cost_return_this(self, c: list) -> dict:
        """602.2b: 'Return ~ to its owner's hand' is paid by moving this permanent (Cost.return_this)."""
        return {"return_this": True}


TRANSFORMER = ReturnSelfCostRules
