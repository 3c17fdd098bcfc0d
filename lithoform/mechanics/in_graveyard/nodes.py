"""'if ~ is in your graveyard' (603.4, 113.6m): the condition node. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class ThisInYourGraveyard(ConditionNode):
    """The source of the ability is a card in its controller's (its owner's, 404.2) graveyard."""
