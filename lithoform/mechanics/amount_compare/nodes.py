"""Amount comparisons: the mechanic's condition node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode


class AmountAtMostAmount(ConditionNode):
    """'if its mana value is less than or equal to the number of colors of mana spent to cast ~' (608.2c): the
    amount `left` counted now is at most the amount `right` counted now."""

    left: unions.Amount
    right: unions.Amount


class PowerGreaterThan(ConditionNode):
    """'if that creature's power is greater than ~'s' (Pelt Collector, Yorvo; 208.1, 608.2h): the power of the object
    `what` stands for is greater than the power of `than`, each read now (or as the object last existed on the
    battlefield, if it left); negative powers compare as they are (Pelt Collector's ruling)."""

    what: unions.Ref
    than: unions.Ref
