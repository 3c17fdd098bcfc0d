"""Madness (702.35): the mechanic's tree nodes. Data only: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode
from lithoform.cards.nodes.costs import Cost


class Madness(AbilityNode):
    """'Madness [cost]' (702.35a): a static ability that functions while the card is in its owner's hand (a
    replacement effect on discarding it) and a triggered ability that functions in exile
    (mechanics/madness/rules.py)."""

    cost: Cost
    text: str = ""


class CastMadness(EffectNode):
    """702.35a: 'When this card is exiled this way, its owner may cast it by paying [cost] rather than paying its
    mana cost. If that player doesn't, they put this card into their graveyard.'"""
