"""'shuffles up to three target cards from their graveyard into their library': the effect node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ShuffleCardsIntoLibrary(EffectNode):
    """701.24a: the cards are put into their owner's library (`who`'s: they were in that player's graveyard),
    then `who` shuffles it."""

    what: unions.Ref
    who: unions.Ref
