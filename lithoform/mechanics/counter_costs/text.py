"""Counter-removal costs (118.3, 602.2b, 107.3a), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AmountAtLeast,
    CountAtMost,
    CountersOn,
    CountersRemoved,
    RemoveCounterCost,
    SacrificeCost,
)
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported, replace


class CounterCostRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cost_remove_all_counters(self, c: list) -> dict:
        """'Remove all charge counters from ~' (602.2b): as many as it has as the cost is paid, none included
        (118.3: removing zero counters is a cost that can be paid); the number is 'removed this way'."""
        return {"remove_all": str(c[0])}

    def cost_remove_counters_and_sacrifice(self, c: list) -> dict:
        """'Remove three quest counters from ~ and sacrifice it' (602.2b): both parts of one cost, paid
        together; the counters can't be removed unless it has that many (118.3)."""
        return {"remove_counters": ((str(c[1]), _int(c[0])),), "sacrifice": (SacrificeCost(this=True),)}

    def cost_remove_counter_from(self, c: list) -> dict:
        """'remove a loyalty counter from a planeswalker you control' (118.3, 602.2b): one counter from one
        permanent the payer controls, chosen as the cost is paid (601.2h; rules/counter_removal_costs.py)."""
        n, kind, m, d = [x for x in c if x is not None]  # counter_word is None
        if n != 1 or m != 1:
            raise Unsupported("removing counters from more than one permanent, or more than one counter, as a cost")
        if d.controller != "you" or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("removing a counter from a permanent the payer doesn't control")
        return {"remove_from": (RemoveCounterCost(str(kind), replace(d.filter(), controller="you")),)}

    def cost_remove_counters_from_among(self, c: list) -> dict:
        """'Remove two +1/+1 counters from among creatures you control' (118.3, 602.2b): a fixed number of
        counters, each from any permanent of the group the payer controls (the same one or different ones),
        chosen as the cost is paid (601.2h): one counter-removal part per counter."""
        n, kind, d = [x for x in c if x is not None]  # counter_word is None
        if not isinstance(n, int) or n < 1:
            raise Unsupported("removing a variable number of counters from among permanents as a cost")
        if d.controller != "you" or d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or not d.plural:
            raise Unsupported("removing counters from among permanents other than a group the payer controls")
        return {"remove_from": (RemoveCounterCost(str(kind), replace(d.filter(), controller="you")),) * n}

    def amt_counters_removed(self, c: list) -> Any:
        """'the number of charge counters removed this way': the counters the cost removed (601.2h)."""
        return CountersRemoved()

    def for_each_counter_removed(self, c: list) -> Any:
        return CountersRemoved()

    def cond_it_has_counters(self, c: list) -> AmountAtLeast:
        """'if it has three or more +1/+1 counters on it' (122.1): counted as the condition is checked (608.2c),
        on the object 'it' stands for there (the enchanted creature of an Ordeal's trigger)."""
        if self.scope.default_it is None and self.scope.last is None:  # type: ignore[attr-defined]
            raise Unsupported("'it has ... counters on it' with nothing named before it")
        return AmountAtLeast(CountersOn(str(c[1]), what=self.scope.it()), _int(c[0]))  # type: ignore[attr-defined]

    def cond_it_has_no_counters(self, c: list) -> CountAtMost:
        """'then if it has no ice counters on it' (122.1, 608.2c): counted as the condition is checked, on the object
        'it' stands for there (Thing in the Ice: the ~ a counter was just removed from)."""
        if self.scope.default_it is None and self.scope.last is None:  # type: ignore[attr-defined]
            raise Unsupported("'it has no ... counters on it' with nothing named before it")
        return CountAtMost(CountersOn(str(c[0]), what=self.scope.it()), 0)  # type: ignore[attr-defined]


TRANSFORMER = CounterCostRules
