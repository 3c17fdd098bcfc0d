"""Coven, the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class DifferentPowersAtLeast(ConditionNode):
    """'you control N or more creatures with different powers': N creatures whose powers (208.1) are all
    different from one another, i.e. N or more different power values among your creatures."""

    count: int

