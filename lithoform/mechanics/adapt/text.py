"""Adapt (701.46), the text part: 'Adapt N' is a keyword action of the ability's source. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, Triggering
from lithoform.compiler.values import VP
from lithoform.mechanics.adapt.nodes import Adapt


class AdaptRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def adapt(self, c: list) -> VP:
        effect = Adapt(int(str(c[0])))
        return VP(lambda who: effect, "you", "adapt")

    def trig_counters_put_self(self, c: list) -> Trigger:
        """'Whenever one or more +1/+1 counters are put on ~' (122.6): once per event that puts any on it,
        including its entering with them."""
        kind, _word = c
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("counters_put", this=True, counter_kind=str(kind))


TRANSFORMER = AdaptRules
