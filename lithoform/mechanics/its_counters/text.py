"""'Put its counters on target creature you control', the text part (122.1). Data only."""

from __future__ import annotations

from lithoform.cards.tree import This
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.its_counters.nodes import PutSourceCounters, SourceHadCounters


class ItsCountersRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def put_its_counters(self, c: list) -> VP:
        # 'its' is the source only where the text's 'it' is the source ('When ~ dies, ...')
        if not isinstance(self.scope.default_it, This):  # type: ignore[attr-defined]
            raise Unsupported("'its counters' of something other than the source")
        to = c[0]
        return VP(lambda who: PutSourceCounters(to), "you", "put")

    def cond_had_counters(self, c: list) -> SourceHadCounters:
        if not isinstance(self.scope.it(), This):  # type: ignore[attr-defined]
            raise Unsupported("'it had counters on it' of something other than the source")
        return SourceHadCounters()


TRANSFORMER = ItsCountersRules
