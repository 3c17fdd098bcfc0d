"""Foretell (702.143): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, ConditionNode


class Foretell(AbilityNode):
    """'Foretell [cost]' (702.143a): while the card is in its owner's hand, during their turn, they may pay {2}
    and exile it face down (a special action, 116.2h); on a later turn they may cast it from exile for
    `cost` rather than its mana cost (118.9)."""

    cost: str
    text: str = ""


class WasForetold(ConditionNode):
    """'If this spell was foretold' (702.143c): the spell was a foretold card before it was cast."""
