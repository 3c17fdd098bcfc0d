"""Distributing counters among 'one or two target creatures' (601.2d, 115.3), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.effects_objects import PutCounters
from lithoform.compiler.values import VP, Unsupported


class DistributeRules:
    """Transformer rules of 'distribute N counters among one or M targets'; mixed into `OracleTransformer`."""

    def distribute_counters_among_up_to(self, c: list) -> VP:
        """601.2d: one to M targets (115.3), each getting at least one of the N counters."""
        n, kind, _word, most, d = c
        if not isinstance(n, int) or not isinstance(most, int) or most > n:
            raise Unsupported("distributing counters among more targets than counters")
        what = self.scope.target(self._spec(d, 1, most))  # type: ignore[attr-defined]
        return VP(lambda who: PutCounters(kind, n, what, divided=True), "you", "distribute")

    def distribute_counters_among_zero_up_to(self, c: list) -> VP:
        """601.2d: 'among up to M targets': zero to M targets, each chosen one getting at least one counter
        (Vivien, Arkbow Ranger's ruling: with no target, the counters aren't put on anything)."""
        n, kind, _word, most, d = c
        if not isinstance(n, int) or not isinstance(most, int) or most > n:
            raise Unsupported("distributing counters among more targets than counters")
        what = self.scope.target(self._spec(d, 0, most))  # type: ignore[attr-defined]
        return VP(lambda who: PutCounters(kind, n, what, divided=True), "you", "distribute")


TRANSFORMER = DistributeRules
