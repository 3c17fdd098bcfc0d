"""Conditions on a player's numbers, the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class LifeAtLeast(ConditionNode):
    """'you have N or more life' (119.1: the controller's life total)."""

    amount: int


class HandAtLeast(ConditionNode):
    """'you have N or more cards in hand' (402: the cards in the controller's hand)."""

    count: int
