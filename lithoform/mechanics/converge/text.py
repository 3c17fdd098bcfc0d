"""Converge (207.2c, 601.2h), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix
from lithoform.mechanics.converge.nodes import ColorsSpentToCast


class ConvergeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def for_each_color_spent(self, c: list) -> ColorsSpentToCast:
        return ColorsSpentToCast()

    def amt_colors_spent(self, c: list) -> ColorsSpentToCast:
        return ColorsSpentToCast()

    def sfx_mana_value_at_most_colors_spent(self, c: list) -> Suffix:
        """'with mana value less than or equal to the number of colors of mana spent to cast ~' (Bring to Light):
        Filter.mana_value_at_most_amount, counted as the filter is checked (207.2c, 601.2h)."""
        return Suffix("mana_value_x", ColorsSpentToCast())


TRANSFORMER = ConvergeRules
