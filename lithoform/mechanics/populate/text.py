"""Populate (701.36), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.populate.nodes import Populate


class PopulateRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def populate(self, c: list) -> VP:
        """701.36a: 'Populate.' (an instruction the controller follows)."""
        return VP(lambda who: Populate(), "you", "populate")


TRANSFORMER = PopulateRules
