"""Splice's tree node (702.47a)."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.costs import Cost


class Splice(AbilityNode):
    """'Splice onto [subtype] [cost]' (702.47a): a static ability that functions while the card is in a hand:
    'As you cast a [subtype] spell, you may reveal this card from your hand and pay [cost]. If you do, add this
    card's effects to that spell.' `onto`: the subtype ('Arcane')."""

    onto: str
    cost: Cost
    text: str = ""
