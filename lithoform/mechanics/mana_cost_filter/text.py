"""A description by the printed mana cost, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix, mana


class ManaCostFilterRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_mana_cost(self, c: list) -> Suffix:
        """202.1: 'with mana cost {0} or {1}': the mana cost as printed (upper case, as the card data has it)."""
        return Suffix("mana_costs", tuple(mana(m).upper() for m in c))


TRANSFORMER = ManaCostFilterRules
