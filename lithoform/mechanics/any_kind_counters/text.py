"""Extra counters of every kind (614.1a), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.statics import ExtraCounters
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.any_kind_counters.nodes import ExtraPlayerCounters


class AnyKindCountersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_extra_counters_any_kind(self, c: list) -> ExtraCounters:
        """'If one or more counters would be put on an artifact or creature you control, that many plus one of
        each of those kinds of counters are put on that permanent instead.' (614.1a, 122.6): an ExtraCounters of
        every kind ('' kind); each kind put is one more (the ruling: 'increases the number of each of those
        kinds of counters by one')."""
        d, plus, noun = c[-3], c[-2], c[-1]
        if self._words(noun) != ("permanent",):  # type: ignore[attr-defined]
            raise Unsupported("counters of any kind put on something other than 'that permanent'")
        if d.controller != "you":
            raise Unsupported("a counter replacement for permanents you don't control")
        return ExtraCounters("", d.filter(), plus=int(plus), text="that many plus one of each kind of counters")

    def st_extra_player_counters(self, c: list) -> ExtraPlayerCounters:
        """'If you would get one or more counters, you get that many plus one of each of those kinds of counters
        instead.' (614.1a, 122.1)."""
        return ExtraPlayerCounters(plus=int(c[-1]), text="you get that many plus one of each kind of counters")


TRANSFORMER = AnyKindCountersRules
