"""Returning permanents chosen as the effect resolves: the mechanic's tree node.

Its text part: data that imports only cards/; cards/tree.py puts this node in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ReturnChosenPermanent(EffectNode):
    """'Return a land you control to its owner's hand' (Simic Growth Chamber): the controller chooses
    `count` permanents they control matching `filter` as the effect resolves (608.2d; not targeted, 115.10)
    and returns them; `up_to`: 'up to N'. With fewer there, all of them (609.3)."""

    filter: Filter
    count: int = 1
    to: str = "hand"
    up_to: bool = False
