"""Miracle (702.94): the mechanic's tree nodes. Data only: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode
from lithoform.cards.nodes.costs import Cost


class Miracle(AbilityNode):
    """'Miracle [cost]' (702.94a): a static ability that functions while the card is in its owner's hand (it
    may be revealed as it is drawn, if it's the first card its owner drew this turn), linked to a triggered
    ability (mechanics/miracle/rules.py)."""

    cost: Cost
    text: str = ""


class CastMiracle(EffectNode):
    """702.94a: 'When you reveal this card this way, you may cast it by paying [cost] rather than its mana
    cost.'"""
