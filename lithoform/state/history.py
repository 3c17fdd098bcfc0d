"""What happened earlier in the game, read from the event log: the events of the current turn (500.1)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.state.model import Event, GameState


def events_this_turn(state: GameState) -> Iterator[Event]:
    """The log events since the current turn began (500.1), newest first."""
    node = state.log
    while node is not None:
        event = node[0]
        if event.kind == "turn":
            return
        yield event
        node = node[1]
