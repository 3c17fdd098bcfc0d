"""Vanishing (702.63), the text part. Data only.

702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the beginning of your
upkeep, if this permanent has a time counter on it, remove a time counter from it," and "When the last time
counter is removed from this permanent, sacrifice it." 702.63b: without a number, only the last two. The
last trigger is the core's 'last_counter_removed' event (rules/triggers/matching.py), whatever removed it."""

from __future__ import annotations

from lithoform.cards.tree import (
    EntersWithCounters,
    RemoveCounters,
    SacrificeObjects,
    SourceHasCounter,
    This,
    Trigger,
    TriggeredAbility,
)

TIME = "time"


def vanishing(n: int | None) -> list:
    """702.63a-b: the abilities 'Vanishing [N]' represents."""
    upkeep = TriggeredAbility(
        trigger=Trigger("step", step="upkeep", whose="your"),
        effect=RemoveCounters(TIME, 1, This()),
        condition=SourceHasCounter(TIME),
        keyword="Vanishing",
        text="Vanishing (at the beginning of your upkeep, if it has a time counter on it, remove a time counter "
             "from it)",
    )
    last = TriggeredAbility(
        trigger=Trigger("last_counter_removed", this=True, counter_kind=TIME),
        effect=SacrificeObjects(This()),
        keyword="Vanishing",
        text="Vanishing (when the last time counter is removed from it, sacrifice it)",
    )
    if n is None:
        return [upkeep, last]
    return [EntersWithCounters(TIME, n, text=f"Vanishing {n} (enters with {n} time counters)"), upkeep, last]


class VanishingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_vanishing(self, c: list) -> list:
        return vanishing(int(str(c[0])) if c else None)


TRANSFORMER = VanishingRules
