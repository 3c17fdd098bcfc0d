"""The condition node of 'if a player is dealt damage this way'."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class PlayerDealtDamageThisWay(ConditionNode):
    """'if a player is dealt damage this way' (608.2c, 120.3a): the resolving spell or ability has dealt
    damage to a player earlier in its resolution (Play with Fire)."""


class PermanentDealtDamageThisWay(ConditionNode):
    """'If a nonred permanent is dealt damage this way, you sacrifice a land.' (Redcap Melee; 608.2c, 120.3):
    a permanent matching `filter` has been dealt damage earlier in this resolution."""

    filter: Filter
