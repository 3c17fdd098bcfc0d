"""The highest or lowest life total among players: the mechanic's amount node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode


class LifeTotalAmong(AmountNode):
    """'the highest life total among players' (119.1, 107.1): the greatest (`highest`) or least life total of
    the players still in the game (800.4a: a player who left the game has no life total to compare). A
    static ability reads it too (611.3a: Scourge of the Skyclaves' power and toughness)."""

    STATICALLY_COUNTABLE = True  # a number of the game, no characteristic (like 'your life total')

    highest: bool = True
