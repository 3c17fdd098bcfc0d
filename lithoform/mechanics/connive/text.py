"""Connive (701.50), the text part: '~ connives', 'it connives', 'target attacking creature connives X, where
X is the number of attacking creatures'. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.connive.nodes import Connive


class ConniveRules:
    """Transformer rules of connive; mixed into `OracleTransformer` (compiler/transform.py)."""

    def connive(self, c: list) -> VP:
        return VP(lambda what: Connive(what), "object", "connive")

    def connive_n(self, c: list) -> VP:
        """701.50e: 'connives N' ('connives X, where X is ...': X is read by the clause's 'where')."""
        amount = c[-1]
        return VP(lambda what: Connive(what, amount), "object", "connive")


TRANSFORMER = ConniveRules
