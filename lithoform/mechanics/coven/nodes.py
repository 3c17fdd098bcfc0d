"""Coven, the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode


class DifferentPowersAtLeast(ConditionNode):
    """'you control N or more creatures with different powers': N creatures whose powers (208.1) are all
    different from one another, i.e. N or more different power values among your creatures."""

    count: int


class DifferentPowers(AmountNode):
    """'for each different power among creatures you control' (208.1; Golden Ratio): how many different power
    values the creatures the controller controls have, counted as the effect applies (608.2h)."""
