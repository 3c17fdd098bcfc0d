"""Amount comparisons: the mechanic's condition node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode


class AmountAtMostAmount(ConditionNode):
    """'if its mana value is less than or equal to the number of colors of mana spent to cast ~' (608.2c): the
    amount `left` counted now is at most the amount `right` counted now."""

    left: unions.Amount
    right: unions.Amount
