"""'If ~ was kicked, it enters with N counters on it', the text part (614.1c, 702.33d). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Kicked
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.kicked_counters.nodes import EntersWithCountersIf, KickedEntersWithCounters
from lithoform.mechanics.more_conditions.nodes import YouCastIt


class KickedCountersRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def st_if_enters_with_counters(self, c: list) -> KickedEntersWithCounters:
        cond, n, kind = c[0], c[1], c[2]
        if not isinstance(cond, Kicked):
            raise Unsupported("'it enters with counters' under a condition other than being kicked")
        if not isinstance(n, int):
            raise Unsupported("a variable number of counters as it enters")
        return KickedEntersWithCounters(kind, n)

    def st_if_enters_with_counters_and(self, c: list) -> KickedEntersWithCounters:
        """'If ~ was kicked, it enters with two +1/+1 counters on it and with first strike.' (614.1c)"""
        base = self.st_if_enters_with_counters(c[:-1])
        return KickedEntersWithCounters(base.kind, base.amount, keywords=tuple(c[-1]))

    def st_enters_with_counters_if(self, c: list) -> EntersWithCountersIf:
        """614.1c: '~ enters with a +1/+1 counter on it if an opponent lost life this turn.'"""
        n, kind, cond = c[0], c[1], c[-1]
        if isinstance(cond, YouCastIt):  # read before the permanent exists: the spell it was isn't known there
            raise Unsupported("'enters with counters if you cast it' (the spell it was, as it enters)")
        if not isinstance(n, int):
            raise Unsupported("a variable number of counters as it enters")
        return EntersWithCountersIf(kind, n, cond)


TRANSFORMER = KickedCountersRules
