"""'Put its counters on target creature you control', the text part (122.1). Data only."""

from __future__ import annotations

from lithoform.cards.tree import This, Triggering
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

    def put_those_counters(self, c: list) -> VP:
        """'put those counters on ...' after 'if it had counters on it': the counters of the object 'it' was."""
        to = c[0]
        effect = PutSourceCounters(to, of_trigger_object=self._whose_counters())
        return VP(lambda who: effect, "you", "put")

    def cond_had_counters(self, c: list) -> SourceHadCounters:
        return SourceHadCounters(of_trigger_object=self._whose_counters())

    def cond_has_counters(self, c: list) -> SourceHadCounters:
        return SourceHadCounters()

    def _whose_counters(self) -> bool:
        """True for the trigger event's object when it left the battlefield ('Whenever a creature you control
        leaves the battlefield, if it had counters on it', 603.10a: read as it last existed), False for the
        source ('When ~ dies')."""
        it = self.scope.default_it  # type: ignore[attr-defined]
        if isinstance(it, This):
            return False
        if isinstance(it, Triggering) and self.scope.left_battlefield:  # type: ignore[attr-defined]
            return True
        raise Unsupported("'it had counters on it' of something other than the source or a creature that left")


TRANSFORMER = ItsCountersRules
