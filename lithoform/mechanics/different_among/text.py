"""Counting different values, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CardsInGraveyard, CountOf
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.different_among.nodes import DifferentValuesAmong


class DifferentAmongRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def for_each_different(self, c: list) -> DifferentValuesAmong:
        among: Any = self.for_each([c[1]])  # type: ignore[attr-defined]  # permanents, or cards in a graveyard
        if not isinstance(among, CountOf | CardsInGraveyard) or getattr(among, "named_this", False):
            raise Unsupported("different values among something other than permanents or graveyard cards")
        return DifferentValuesAmong(c[0], among)

    def for_each_different_mv(self, c: list) -> DifferentValuesAmong:
        return self.for_each_different(["mana_value", *c])

    def for_each_different_power(self, c: list) -> DifferentValuesAmong:
        return self.for_each_different(["power", *c])

    amt_number_different_power = for_each_different_power


TRANSFORMER = DifferentAmongRules
