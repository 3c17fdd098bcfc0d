"""Activated abilities' cost changes, the text part: 'abilities your opponents activate [that target ...]' and
'cost {N} more/less to activate'. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AbilityCostModifier, Filter
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Suffix, Unsupported, mana, replace


class AbilityCostChangesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def sfx_opponents_activate(self, c: list) -> Suffix:
        return Suffix("opponents_activate")

    def sfx_you_activate_nonmana(self, c: list) -> Suffix:
        self._only(c[0], "abilities")  # type: ignore[attr-defined]
        return Suffix("you_activate_nonmana")

    def st_cost_floor_one(self, c: list) -> AbilityCostModifier:
        """'... cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.'"""
        a = c[0]
        if not isinstance(a, AbilityCostModifier) or not a.less:
            raise Unsupported("'this effect can't reduce the mana ...' after something other than a cost reduction")
        return replace(a, floor_one=True)

    def st_abilities_cost(self, c: list) -> AbilityCostModifier:
        d: Desc = c[0]
        if d.noun != "ability" or d.stack_kind != "activated" or d.controller not in ("opponent", "you"):
            raise Unsupported("a cost change of abilities other than those your opponents activate")
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return AbilityCostModifier(d.filter(), symbols, less=str(c[2]) == "less")

    def st_equip_targeting_this_cost(self, c: list) -> AbilityCostModifier:
        """702.6a, 602.2b, 601.2f: 'Equip abilities you activate that target ~ cost {3} less to activate.': the
        equip abilities its controller activates with this permanent as their target (115.1); a reduction takes
        generic mana only (118.7a: its ruling, 'reduces only the generic mana in equip abilities')."""
        self._only(c[0], "abilities")  # type: ignore[attr-defined]
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return AbilityCostModifier(Filter(controller="you", stack_kind="activated"), symbols,
                                   less=str(c[2]) == "less", keyword="Equip", targeting_source=True)


TRANSFORMER = AbilityCostChangesRules
