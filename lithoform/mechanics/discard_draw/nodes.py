"""Discard history (701.9a): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode


class DiscardedThisTurn(ConditionNode):
    """'if you've discarded a card this turn', 'an opponent discarded a card this turn' (701.9a): a card of
    that player (`whose`: "your" or "opponent", of the ability's controller) was discarded this turn."""

    whose: str = "your"


class DiscardedCount(AmountNode):
    """'for each card you've discarded this turn' (701.9a): the cards of the ability's controller discarded this
    turn, counted as the instruction using it is followed (608.2h)."""
