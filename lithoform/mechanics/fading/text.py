"""Fading (702.32), the text part: "Fading N" means "This permanent enters with N fade counters on it" and "At
the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
permanent." (702.32a). Data only."""

from __future__ import annotations

from lithoform.cards.tree import EntersWithCounters, Trigger, TriggeredAbility
from lithoform.mechanics.fading.nodes import RemoveCounterOrSacrifice


def fading(n: int) -> list:
    """702.32a: the two abilities of 'Fading N'."""
    enters = EntersWithCounters("fade", n, text=f"Fading {n} (enters with {n} fade counters)")
    upkeep = TriggeredAbility(
        trigger=Trigger("step", step="upkeep", whose="your"),
        effect=RemoveCounterOrSacrifice("fade"),
        keyword="Fading",
        text=f"Fading {n} (at the beginning of your upkeep, remove a fade counter from it; if you can't, "
             "sacrifice it)",
    )
    return [enters, upkeep]


class FadingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_fading(self, c: list) -> list:
        return fading(int(str(c[0])))


TRANSFORMER = FadingRules
