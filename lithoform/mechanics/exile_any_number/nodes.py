"""'Exile any number of other nonland permanents you own and control.' (Yorion), the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileAnyNumber(EffectNode):
    """The ability's controller chooses any number (zero included) of the permanents that match `filter` and
    exiles them at the same time (701.13a; 608.2d: chosen as it resolves, not targeted). 'Return those cards'
    after it names the cards they became in exile (400.7; Created, fixed in a delayed trigger, 603.7c)."""

    filter: Filter = Filter()
