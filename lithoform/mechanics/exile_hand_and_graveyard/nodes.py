"""'Exile all noncreature, nonland cards from that player's hand and graveyard.', the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileFromHandAndGraveyard(EffectNode):
    """Every card in the hand and the graveyard of each player `who` stands for that matches `filter` is exiled,
    all at the same time (701.13a)."""

    who: unions.Ref
    filter: Filter = Filter()
