"""Boast (702.142): the mechanic's tree node. Its text part: data that imports only cards/; cards/tree.py puts
the node in the unions of the ability tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class AttackedThisTurn(ConditionNode):
    """'~ attacked this turn' (702.142a, 508.1): the ability's source, as the object it is now (400.7), was
    declared as an attacker this turn."""
