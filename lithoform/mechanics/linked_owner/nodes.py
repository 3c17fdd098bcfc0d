"""'The exiled card's owner': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, RefNode
from lithoform.cards.nodes.refs import Filter


class LinkedOwners(RefNode):
    """'the exiled card's owner' (607.2a): every player who owns one of the objects the linked ability of this
    source exiled (its copies included), once each; none when nothing was exiled (Skyclave Apparition)."""

    PLAYERS = True  # a reference to players (compiler/values.py: Scope.is_player)
    key: str = "exiled"


class LinkedCount(AmountNode):
    """'the number of cards exiled with it' (607.2a): how many of the objects the linked ability of this source
    exiled are still in exile (400.7: one that left is a new object) and match `filter`."""

    STATICALLY_COUNTABLE = True  # read from the links and the exiled cards, no characteristic of a permanent (611.3a)
    filter: Filter = Filter()
    key: str = "exiled"
