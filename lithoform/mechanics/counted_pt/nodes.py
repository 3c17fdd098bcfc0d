"""Counted power and toughness (604.3, 613.4a): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, PartNode


class PTEqualTo(PartNode):
    """Layer 7a (613.4a): a characteristic-defining ability (604.3) that sets the object's power and/or
    toughness to an amount counted now ('~'s power is equal to the number of creatures you control'), plus
    a fixed number (Tarmogoyf's 'that number plus 1'). None leaves that value as printed. It functions in
    every zone (604.3), so the card in a graveyard or a hand has the counted values too."""

    power: unions.Amount | None = None
    toughness: unions.Amount | None = None
    power_plus: int = 0
    toughness_plus: int = 0


class SignedMinus(AmountNode):
    """'~'s power and toughness are each equal to 20 minus the highest life total among players' (Scourge of
    the Skyclaves): a difference that may be below 0. 107.1b makes a negative result 0 except where the effect
    sets the power and/or toughness of a creature, so a characteristic-defining ability's 'N minus ...' keeps
    its sign (the creature has negative power and toughness, and dies of toughness 0 or less, 704.5f); every
    other 'minus' is `Minus`, never below 0."""

    STATICALLY_COUNTABLE = True  # built only from a `Minus` whose two sides the layers count (text.py)

    left: unions.Amount
    right: unions.Amount
