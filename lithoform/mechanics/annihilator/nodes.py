"""Annihilator (702.86): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode


class DefendingPlayer(RefNode):
    """'defending player' of an attacking source (506.2): the player it attacks, or the controller of the
    planeswalker it attacks."""

    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)
