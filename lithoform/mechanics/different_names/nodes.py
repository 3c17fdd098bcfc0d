"""Permanents with different names: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class DifferentNamesAtLeast(ConditionNode):
    """'you control seven or more lands with different names' (201.2): among the permanents the controller controls
    that fit `filter`, at least `count` distinct names (several with one name count once: Field of the Dead's
    ruling)."""

    filter: Filter
    count: int
