"""Converge (207.2c, 601.2h), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.converge.nodes import ColorsSpentToCast


class ConvergeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def for_each_color_spent(self, c: list) -> ColorsSpentToCast:
        return ColorsSpentToCast()

    def amt_colors_spent(self, c: list) -> ColorsSpentToCast:
        return ColorsSpentToCast()


TRANSFORMER = ConvergeRules
