"""Paying a cost any number of times (603.12), the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.pay_times.nodes import PayAnyNumberOfTimes


class PayTimesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def when_you_pay_times(self, c: list) -> None:
        """'When you pay this cost one or more times,': what follows is a reflexive triggered ability (603.12)
        with targets of its own; 'that many' in it is the number of times the cost was paid (its X)."""
        if self.scope.targets or self.scope.event_amount:  # type: ignore[attr-defined]
            raise Unsupported("a reflexive trigger after targets or an amount of the ability that creates it")
        self.scope.event_amount = True  # type: ignore[attr-defined]

    def pay_times_sentence(self, c: list) -> list:
        cost = mana(c[0])
        if "X" in cost.upper():
            raise Unsupported("paying a cost with X any number of times")
        reflexive = self._reflexive(c[-1])  # type: ignore[attr-defined]  # compiler/seeds.py, 603.12
        return [PayAnyNumberOfTimes(cost, reflexive)]


TRANSFORMER = PayTimesRules
