"""A description by the printed mana cost, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix, Unsupported, mana


class ManaCostFilterRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_mana_cost(self, c: list) -> Suffix:
        """202.1: 'with mana cost {0} or {1}': the mana cost as printed (upper case, as the card data has it)."""
        return Suffix("mana_costs", tuple(mana(m).upper() for m in c))

    def sfx_x_in_mana_cost(self, c: list) -> Suffix:
        """107.3: 'with {X} in its mana cost': the printed mana cost has an {X} (what X was doesn't matter)."""
        if mana(c[0]).upper() != "{X}":
            raise Unsupported("'with {N} in its mana cost' for a symbol other than {X}")
        return Suffix("x_in_mana_cost", True)


TRANSFORMER = ManaCostFilterRules
