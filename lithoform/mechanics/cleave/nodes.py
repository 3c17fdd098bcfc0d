"""Cleave (702.148): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.costs import Cost


class Cleave(AbilityNode):
    """'Cleave [cost]' (702.148a): 'You may cast this spell by paying [cost] rather than paying its mana cost'
    and 'If this spell's cleave cost was paid, change its text by removing all text found within square
    brackets in the spell's rules text.' The compiler gives the card a second face, its text without the
    bracketed words (612: a text-changing effect), which is up while a spell cast for its cleave cost is on the
    stack."""

    cost: Cost
    text: str = ""
