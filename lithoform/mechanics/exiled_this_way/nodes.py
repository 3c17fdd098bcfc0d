"""The amount and condition nodes of 'exiled this way'."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode
from lithoform.cards.nodes.refs import Filter


class ExiledThisWay(AmountNode):
    """'for each creature card exiled this way' (608.2c): the objects matching `filter` (as they last existed
    before they were exiled, 608.2h) that the resolving spell or ability has exiled so far; `from_zone`: only those
    exiled from that zone ('for each card exiled from their hand this way', Test of Talents; '': any zone)."""

    filter: Filter
    from_zone: str = ""


class SomeExiledThisWay(ConditionNode):
    """'if a creature card was exiled this way' (608.2c): at least one such object."""

    filter: Filter
