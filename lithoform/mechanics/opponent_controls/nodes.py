"""The condition node of 'an opponent controls N or more [permanents]'."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class OpponentControlsAtLeast(ConditionNode):
    """'an opponent controls four or more lands': true when at least one opponent (102.3) of the ability's
    controller controls `count` or more permanents matching `filter`."""

    filter: Filter
    count: int = 1
