"""Extra turns (500.7): added directly after the current turn, one at a time; the most recently created one
is taken first. After them the normal turn order goes on from the turn they followed."""

from __future__ import annotations

from lithoform.state.model import GameState


def add_extra_turns(state: GameState, player: int, count: int) -> None:
    """500.7: each extra turn is added directly after this one (so the latest added is taken first)."""
    for _ in range(count):
        state.extra_turns = state.extra_turns + (player,)
    state.emit("extra_turns", ("500.7",), player=player, count=count)


def next_turn_player(state: GameState) -> int:
    """The player whose turn begins now (500.1, 500.7). During extra turns `rotation` remembers whose
    normal turn they followed, so the normal order resumes from that player."""
    players = state.players
    if state.extra_turns:
        player = state.extra_turns[-1]
        state.extra_turns = state.extra_turns[:-1]
        if state.rotation < 0:
            state.rotation = state.active
        if not players[player].lost:
            return player
        return next_turn_player(state)
    base = state.rotation if state.rotation >= 0 else state.active
    state.rotation = -1
    nxt = (base + 1) % len(players)
    while players[nxt].lost:
        nxt = (nxt + 1) % len(players)
    return nxt
