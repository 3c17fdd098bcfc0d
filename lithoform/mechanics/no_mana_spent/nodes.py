"""'You can't spend mana to cast this spell.', the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class NoManaToCast(AbilityNode):
    """A static ability that functions while the card is cast (604.1, 601.2g-h): no mana may be spent on its cost,
    which only its other ways of paying (convoke, delve) can pay (101.2: the 'can't' wins)."""

    text: str = ""
