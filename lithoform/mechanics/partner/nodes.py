"""Partner (702.124): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Target


class PartnerSearch(EffectNode):
    """702.124j: '[who] may search their library for a card named [name], reveal it, put it into their hand,
    then shuffle.' The searching player is the ability's target, not its controller."""

    name: str
    who: unions.Ref = Target(0)
