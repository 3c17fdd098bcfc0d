"""Comparing an opponent's hand or life with yours: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class OpponentHasMore(ConditionNode):
    """Some opponent has at least `by` more cards in hand (`what` 'hand', 402.1) or life (`what` 'life', 119.1)
    than the controller."""

    what: str
    by: int = 1


class OpponentLifeAtMost(ConditionNode):
    """Some opponent of the controller has `amount` or less life (119.1; Bloodghast)."""

    amount: int
