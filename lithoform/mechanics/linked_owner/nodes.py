"""'The exiled card's owner': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode


class LinkedOwners(RefNode):
    """'the exiled card's owner' (607.2a): every player who owns one of the objects the linked ability of this
    source exiled (its copies included), once each; none when nothing was exiled (Skyclave Apparition)."""

    PLAYERS = True  # a reference to players (compiler/values.py: Scope.is_player)
    key: str = "exiled"
