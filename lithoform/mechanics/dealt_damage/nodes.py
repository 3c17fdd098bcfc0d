"""The condition node of 'if a player is dealt damage this way'."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class PlayerDealtDamageThisWay(ConditionNode):
    """'if a player is dealt damage this way' (608.2c, 120.3a): the resolving spell or ability has dealt
    damage to a player earlier in its resolution (Play with Fire)."""
