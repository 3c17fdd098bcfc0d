"""Renown (702.112): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode, EffectNode


class Renown(EffectNode):
    """The effect of 'Renown N' (702.112a): 'put N +1/+1 counters on it and it becomes renowned'."""

    amount: int


class IsRenowned(ConditionNode):
    """'~ is renowned' (702.112b), or with `negated` 'if it isn't renowned' (702.112a's intervening if)."""

    negated: bool = False
