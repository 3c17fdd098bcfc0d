"""Replacement effects on the mana a permanent is tapped for, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.mana import parse_cost
from lithoform.compiler.values import Unsupported, as_int, mana
from lithoform.mechanics.mana_replacements.nodes import TappedManaInstead


class ManaReplacementsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_tapped_mana_instead(self, c: list) -> TappedManaInstead:
        """'If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.'
        (106.12b): that one mana, whatever the ability would have made."""
        return self._tapped_instead(c, per_unit=False)

    def st_tapped_mana_instead_type(self, c: list) -> TappedManaInstead:
        """'If a land is tapped for mana, it produces colorless mana instead of any other type.' (106.12b): as much
        mana as it would have made, all of that type."""
        return self._tapped_instead(c, per_unit=True)

    def _tapped_instead(self, c: list, per_unit: bool) -> TappedManaInstead:
        desc, *rest = c
        at_least = as_int(rest[0]) if len(rest) == 2 else 1
        produced = rest[-1]
        d = self.desc([desc])  # type: ignore[attr-defined]
        if d.plural or d.noun in ("spell", "card", "ability") or d.zone != "battlefield":
            raise Unsupported("'tapped for mana' of something other than a permanent")
        if not per_unit and produced == "colorless":
            raise Unsupported("'colorless mana instead of any other type and amount' (how much is not said)")
        symbol = "{C}" if produced == "colorless" else produced
        return TappedManaInstead(d.filter(), symbol, per_unit=per_unit, at_least=at_least)

    def st_tapped_mana_times(self, c: list) -> TappedManaInstead:
        """'If you tap a permanent for mana, it produces twice as much of that mana instead.' (106.12b): only its
        controller activates its mana abilities (605.3a), so 'you tap' means a permanent you control."""
        desc, times = c
        d = self.desc([desc])  # type: ignore[attr-defined]
        if d.plural or d.noun in ("spell", "card", "ability") or d.zone != "battlefield" or d.controller is not None:
            raise Unsupported("'if you tap [something] for mana' of something other than a permanent")
        d.controller = "you"
        return TappedManaInstead(d.filter(), "", times=times)

    def mana_twice(self, c: list) -> int:
        return 2

    def mana_n_times(self, c: list) -> int:
        return as_int(c[0])

    def tapped_mana_amount(self, c: list) -> Any:
        return c[0]

    def produced_symbol(self, c: list) -> str:
        symbol = mana(c[0])
        cost = parse_cost(symbol)
        if cost.generic or len(cost.symbols) != 1 or cost.symbols[0] not in ("W", "U", "B", "R", "G", "C"):
            raise Unsupported("a replacement that produces other than one mana of one type")
        return symbol

    def produced_colorless(self, c: list) -> str:
        self._only(c[0], "colorless")  # type: ignore[attr-defined]
        return "colorless"


TRANSFORMER = ManaReplacementsRules
