"""Activated abilities' cost changes, the text part: 'abilities your opponents activate [that target ...]' and
'cost {N} more/less to activate'. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AbilityCostModifier
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Suffix, Unsupported, mana


class AbilityCostChangesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def sfx_opponents_activate(self, c: list) -> Suffix:
        return Suffix("opponents_activate")

    def st_abilities_cost(self, c: list) -> AbilityCostModifier:
        d: Desc = c[0]
        if d.noun != "ability" or d.stack_kind != "activated" or d.controller != "opponent":
            raise Unsupported("a cost change of abilities other than those your opponents activate")
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return AbilityCostModifier(d.filter(), symbols, less=str(c[2]) == "less")


TRANSFORMER = AbilityCostChangesRules
