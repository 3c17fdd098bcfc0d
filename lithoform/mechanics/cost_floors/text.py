"""A floor on the total cost of spells, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, as_int
from lithoform.mechanics.cost_floors.nodes import SpellCostFloor


class CostFloorsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_spell_cost_floor(self, c: list) -> SpellCostFloor:
        """601.2f: 'each spell that would cost less than N mana to cast costs N mana to cast'."""
        d = self.desc([c[0]])  # type: ignore[attr-defined]
        if d.noun != "spell" or d.plural or d.filter() != type(d.filter())():
            raise Unsupported("a cost floor of spells of a kind")
        below, least = as_int(c[1]), as_int(c[2])
        if below != least:
            raise Unsupported("a cost floor with two different numbers")
        return SpellCostFloor(least)


TRANSFORMER = CostFloorsRules
