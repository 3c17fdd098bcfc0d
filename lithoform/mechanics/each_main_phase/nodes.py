"""The condition node of 'if you haven't added mana with this ability this turn'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class NoManaAddedByThisThisTurn(ConditionNode):
    """'if you haven't added mana with this ability this turn' (Carpet of Flowers; 603.4): no mana was added this
    turn by a resolving ability of this object (106.3: the mana's source is the ability's source). The text part
    accepts it only on a triggered ability that adds mana, of a face with no other ability adding mana as it
    resolves, so the source's mana is this ability's."""
