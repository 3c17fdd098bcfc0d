"""Raid: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class YouAttackedThisTurn(ConditionNode):
    """'if you attacked this turn' (raid): its controller declared one or more attacking creatures this turn
    (508.1; a creature put onto the battlefield attacking wasn't declared, 508.4)."""
