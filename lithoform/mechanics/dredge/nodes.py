"""Dredge (702.52): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Dredge(AbilityNode):
    """702.52a: 'As long as you have at least N cards in your library, if you would draw a card, you may instead
    mill N cards and return this card from your graveyard to your hand.' Functions only in a graveyard."""

    count: int
    text: str = ""
