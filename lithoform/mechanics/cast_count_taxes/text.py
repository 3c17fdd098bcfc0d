"""A cost increase per spell its caster has already cast this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.cast_count_taxes.nodes import CastCountTax


class CastCountTaxesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cast_count_tax(self, c: list) -> CastCountTax:
        """601.2f: 'each spell a player casts costs {1} more to cast for each other spell that player has cast
        this turn'."""
        each, symbols, counted = c
        if " ".join(self._words(each)) != "spell" or " ".join(self._words(counted)) != "other spell":  # type: ignore[attr-defined]
            raise Unsupported("a cost increase per spell cast for spells of a kind")
        symbols = mana(symbols)
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return CastCountTax(symbols)


TRANSFORMER = CastCountTaxesRules
