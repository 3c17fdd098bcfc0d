"""Revolt's condition: the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class PermanentLeftThisTurn(ConditionNode):
    """'a permanent you controlled left the battlefield this turn': true once any permanent its controller
    controlled (as it last existed, 608.2h) has moved from the battlefield to another zone this turn."""
