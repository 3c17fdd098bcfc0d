"""'Exile ~ with N counters on it', the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.nodes.refs import This, Triggering
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.exile_with_counters.nodes import ExileWithCounters


class ExileWithCountersRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def exile_with_counters(self, c: list) -> VP:
        what, n, kind = c[0], c[1], str(c[2])
        if not isinstance(what, This | Triggering):
            raise Unsupported("exiling with counters something other than ~ or it")
        if not isinstance(n, int) or n < 1:
            raise Unsupported("exiling with a variable number of counters")
        return VP(lambda who: ExileWithCounters(what, kind, n), "you", "exile with counters")


TRANSFORMER = ExileWithCountersRules
