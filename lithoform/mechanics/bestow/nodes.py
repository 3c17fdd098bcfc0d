"""Bestow (702.103): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.costs import Cost


class Bestow(AbilityNode):
    """'Bestow [cost]' (702.103a): a static ability that functions in any zone the card could be cast from:
    as it is cast, its controller may choose to cast it bestowed, paying `cost` rather than its mana cost;
    it is then a bestowed Aura spell with enchant creature (702.103b)."""

    cost: Cost
    text: str = ""
