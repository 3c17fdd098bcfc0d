"""Permanents dealing damage to their own controllers: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class EachDealsDamageToController(EffectNode):
    """'Each [filter] deals N damage to its controller' (120.1): each permanent matching `filter` as the effect
    applies is the source of `amount` damage dealt to the player who controls it then."""

    filter: Filter
    amount: int
