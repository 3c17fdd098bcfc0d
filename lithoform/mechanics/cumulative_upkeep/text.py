"""Cumulative upkeep (702.24), its text part: the transformer rule for 'cumulative upkeep {cost}'. Data
only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.keywords import cumulative_upkeep
from lithoform.compiler.values import mana


class CumulativeUpkeepRules:
    """Transformer rules of cumulative upkeep; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_cumulative_upkeep(self, c: list) -> Any:
        """702.24a: at the beginning of your upkeep, put an age counter on it, then pay the cost for each age
        counter on it or sacrifice it."""
        return cumulative_upkeep(mana(c[0]))


TRANSFORMER = CumulativeUpkeepRules
