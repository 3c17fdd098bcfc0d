"""Counted power and toughness (604.3, 613.4a): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import PartNode


class PTEqualTo(PartNode):
    """Layer 7a (613.4a): a characteristic-defining ability (604.3) that sets the object's power and/or
    toughness to an amount counted now ('~'s power is equal to the number of creatures you control'), plus
    a fixed number (Tarmogoyf's 'that number plus 1'). None leaves that value as printed. It functions in
    every zone (604.3), so the card in a graveyard or a hand has the counted values too."""

    power: unions.Amount | None = None
    toughness: unions.Amount | None = None
    power_plus: int = 0
    toughness_plus: int = 0
