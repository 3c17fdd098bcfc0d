"""A player's graveyard put on the bottom of their library in a random order: the mechanic's tree nodes. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class GraveyardToLibraryBottom(EffectNode):
    """'[player] puts all the cards from their graveyard on the bottom of their library in a random order'
    (401.4: the library's order is then hidden; the game's generator picks the order)."""

    who: unions.Ref
