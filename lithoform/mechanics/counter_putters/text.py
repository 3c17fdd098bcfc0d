"""'Whenever you put one or more counters on ...', the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Trigger, Triggering
from lithoform.cards.trigger_events import PLAYER_PUTS_COUNTERS
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported


class CounterPuttersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _put_on(self, kind: str | None, d: Any) -> Trigger:
        if not isinstance(d, Desc) or d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("counters put on something other than a permanent")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'that creature'
        self.scope.event_amount = True  # type: ignore[attr-defined]  # 'that many': the counters put on it
        return Trigger(PLAYER_PUTS_COUNTERS, counter_kind=kind, filter=d.filter())

    def trig_you_put_counters(self, c: list) -> Trigger:
        return self._put_on(str(c[0]), c[-1])

    def trig_you_put_any_counters(self, c: list) -> Trigger:
        """'one or more counters' (Generous Patron's ruling: of any kind)."""
        return self._put_on(None, c[-1])

    def trig_you_put_counters_self(self, c: list) -> Trigger:
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger(PLAYER_PUTS_COUNTERS, counter_kind=str(c[0]), this=True)


TRANSFORMER = CounterPuttersRules
