"""Color-changing effects in every zone, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, SetColors, StaticEffect
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.zone_colors.nodes import ChosenColors, ColorsOffBattlefield


class ZoneColorsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def zc_set(self, c: list) -> SetColors:
        """'are colorless' (105.2c: no color)."""
        if self._words(c[0]) != ("colorless",):  # type: ignore[attr-defined]
            raise Unsupported("every object being something other than colorless")
        return SetColors(())

    def zc_chosen_added(self, c: list) -> ChosenColors:
        return ChosenColors(added=True)

    def st_colors_everywhere(self, c: list) -> list[Any]:
        """'All cards that aren't on the battlefield, spells, and permanents are [colors].': the permanents through
        the layers (613.1e), everything else through ColorsOffBattlefield (611.3a: the same effect, every zone)."""
        cards, rest, part = c
        if self._words(cards) != ("cards",) \
                or self._words(rest) != ("spells", ",", "and", "permanents"):  # type: ignore[attr-defined]
            raise Unsupported("a group in every zone other than cards, spells, and permanents")
        return [StaticEffect((part,), Filter()), ColorsOffBattlefield(part)]


TRANSFORMER = ZoneColorsRules
