"""Spectacle (702.137): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class OpponentLostLifeThisTurn(ConditionNode):
    """'if an opponent lost life this turn' (119.3, 120.3a): spectacle's condition (702.137a), also written as
    a condition of its own (Bloodtithe Collector's intervening if, 603.4)."""
