"""'During an opponent's turn': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class OpponentsTurn(ConditionNode):
    """'during an opponent's turn' (102.3: an opponent of the ability's controller is the active player)."""
