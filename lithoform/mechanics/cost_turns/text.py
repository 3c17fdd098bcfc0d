"""A cost change of spells cast during other players' turns, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import SpellCostModifier
from lithoform.compiler.values import Unsupported, mana, replace


class CostTurnsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_each_spell_cost_off_turn(self, c: list) -> Any:
        """601.2f: 'Each spell costs {3} more to cast except during its controller's turn' (Defense Grid): the
        change applies while the spell's controller isn't the active player (102.1)."""
        d = self.desc([c[0]])  # type: ignore[attr-defined]
        if d.noun != "spell" or d.plural:
            raise Unsupported("a cost change of something other than each spell")
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return replace(SpellCostModifier(d.filter(), symbols, less=str(c[2]) == "less"), off_turn=True)


TRANSFORMER = CostTurnsRules
