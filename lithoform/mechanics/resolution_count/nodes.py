"""How many times this ability has resolved this turn, the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class NthResolutionThisTurn(ConditionNode):
    """'this is the second time this ability has resolved this turn': the resolving ability of this object
    has resolved exactly `n` times this turn, counting this resolution (608.2c)."""

    n: int
