"""An object or group and the permanents attached to it: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import RefNode
from lithoform.cards.nodes.refs import Filter


class AndAttached(RefNode):
    """'target creature and all Auras attached to it', 'all creatures and all permanents attached to creatures'
    (301.5, 303.4): the objects `what` stands for, then the permanents matching `attached` attached to them, all
    acted on at once (End Hostilities' ruling: "All the affected permanents are destroyed at the same time.")."""

    what: unions.Ref
    attached: Filter = Filter()
