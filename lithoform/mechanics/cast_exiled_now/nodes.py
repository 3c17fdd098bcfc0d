"""Casting a linked exiled card now: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class OwnerMayCastLinked(EffectNode):
    """'The exiled card's owner may cast that card without paying its mana cost.' (Spell Queller): each card
    the linked ability exiled (607.2a) and still in exile may be cast by its owner during this resolution
    (608.2g), for no mana (118.9)."""

    key: str = "exiled"
