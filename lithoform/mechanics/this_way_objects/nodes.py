"""The reference node of 'that creature' after 'sacrifices a creature'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, RefNode


class MovedThisWay(RefNode):
    """The objects an earlier instruction of the resolving spell or ability `how` ("sacrificed": 701.21a,
    "discarded": 701.9a) (608.2c). Only amounts read it ('that creature's power'): a sacrificed permanent is
    read as it last existed on the battlefield (608.2h), a discarded card where it went."""

    how: str = "sacrificed"


class DrawnThisWay(AmountNode):
    """'draw a card for each Island you control, then discard that many cards' (Last Stand): the cards drawn
    (121.1) by the earlier instructions of the resolving spell or ability (608.2c)."""


class CountersRemovedThisWay(AmountNode):
    """'Remove all +1/+1 counters from target creature you control. Draw that many cards.' (Take): the counters
    the earlier instructions of the resolving spell or ability removed (122.8, 608.2c)."""
