"""Ending the game (104): players lose (104.3), the last player standing wins (104.2a), and a game in which
every player loses at once is a draw (104.4a)."""

from __future__ import annotations

import msgspec

from lithoform.state.model import GameState


def lose(state: GameState, players: dict[int, str]) -> None:
    """104.3: these players lose at once; 104.2a: the last player standing wins; 104.4a: if all players
    lose at once, the game is a draw. `players` maps each loser to the rule that makes them lose."""
    for player, rule in players.items():
        p = state.players[player]
        state.set_player(msgspec.structs.replace(p, lost=True))
        state.emit("lose", (rule,), player=player)
    alive = [q.index for q in state.players if not q.lost]
    if len(alive) <= 1:
        state.game_over = True
        state.winner = alive[0] if alive else None
        state.priority = -1
        state.emit("game_over", ("104.2a",) if alive else ("104.4a",), winner=state.winner)


def stop_unfinished(state: GameState, limit: str) -> None:
    """Ends a game that reached a limit its runner set (a number of actions or turns): no rule of the game,
    so no one wins and the log says it was stopped unfinished."""
    state.game_over = True
    state.winner = None
    state.priority = -1
    state.question = None
    state.emit("game_stopped", (), limit=limit)
