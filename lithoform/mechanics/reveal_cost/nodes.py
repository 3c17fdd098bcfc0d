"""Revealing a card from the hand as a cost: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import Node


class RevealedCardValue(Node):
    """'the revealed card's mana value' / 'power': of the card revealed to pay the resolving spell's cost
    (601.2h; a copy has its original's choices, 707.10), as it is now or last was (608.2h)."""

    stat: str  # "mana_value" or "power"
