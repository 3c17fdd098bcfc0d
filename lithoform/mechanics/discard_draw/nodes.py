"""Discard history (701.9a): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class DiscardedThisTurn(ConditionNode):
    """'if you've discarded a card this turn', 'an opponent discarded a card this turn' (701.9a): a card of
    that player (`whose`: "your" or "opponent", of the ability's controller) was discarded this turn."""

    whose: str = "your"
