"""Exchanging control of two permanents, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Target, This
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.exchange_control.nodes import ExchangeControl
from lithoform.mechanics.two_targets.nodes import TargetsTogether


class ExchangeControlRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def exchange_control(self, c: list) -> VP:
        if len(c) == 1 and isinstance(c[0], TargetsTogether) and len(c[0].slots) == 2:
            c = [Target(slot) for slot in c[0].slots]
        if len(c) != 2:
            raise Unsupported("an exchange of control of one object")
        if not all(isinstance(x, Target | This) for x in c):
            raise Unsupported("an exchange of control of something other than ~ and targets")
        effect = ExchangeControl(c[0], c[1])
        return VP(lambda who: effect, "you")


TRANSFORMER = ExchangeControlRules
