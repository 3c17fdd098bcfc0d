"""Cumulative upkeep (702.24), its text part: the triggered ability 'cumulative upkeep {cost}' stands for,
and its transformer rule. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CumulativeUpkeep, Trigger, TriggeredAbility
from lithoform.compiler.values import as_int, mana


def cumulative_upkeep(cost: str, life: int = 0) -> TriggeredAbility:
    """702.24a: 'At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter
    on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it.'"""
    return TriggeredAbility(
        trigger=Trigger("step", step="upkeep", whose="your"),
        effect=CumulativeUpkeep(cost, life),
        keyword="Cumulative upkeep",
        text=f"Cumulative upkeep—Pay {life} life" if life else f"Cumulative upkeep {cost}",
    )


class CumulativeUpkeepRules:
    """Transformer rules of cumulative upkeep; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_cumulative_upkeep(self, c: list) -> Any:
        """'Cumulative upkeep {1}' (702.24a)."""
        return cumulative_upkeep(mana(c[0]))

    def kw_cumulative_upkeep_life(self, c: list) -> Any:
        """'Cumulative upkeep—Pay 2 life.' (702.24a; 119.4)."""
        return cumulative_upkeep("", as_int(c[0]))


TRANSFORMER = CumulativeUpkeepRules
