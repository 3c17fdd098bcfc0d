"""What an opponent did this turn (the Traps' conditions), the mechanic's condition node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class OpponentDidThisTurn(ConditionNode):
    """One opponent did `event` at least `count` times this turn (500.1: the events since the turn began):
    "graveyard": had cards put into their graveyard from anywhere (Ravenous Trap; tokens aren't cards, 108.2);
    "search": searched their library (Archive Trap, 701.23); "draw": drew cards (Runeflare Trap, 121.1);
    "life_gain": gained life (Needlebite Trap, 119.3)."""

    event: str = "graveyard"
    count: int = 1
