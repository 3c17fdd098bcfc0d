"""603.7: 'at the beginning of your next end step' — a delayed triggered ability that waits for the end step of
a turn of its controller (Stone Idol Trap, Greasefang), not the next end step of whoever's turn it is."""

from __future__ import annotations

from support import board, cast, controlled, pass_until, resolve_stack, use_compiled

TRAP = "Stone Idol Trap"
use_compiled(TRAP)


def test_cr_603_7_made_on_an_opponents_turn_it_waits_for_your_end_step() -> None:
    """Cast in P2's turn: the Construct survives P2's end step and is exiled at P1's next end step."""
    game = board({"hand": [TRAP], "battlefield": ["Mountain"] * 6}, {}, active="P2", step="main1")
    game.apply("pass")  # P2 passes priority to P1 with an empty stack: P1 may cast the instant
    cast(game, TRAP)
    resolve_stack(game)
    assert controlled(game, "Construct Token")
    pass_until(game, "end")
    resolve_stack(game)
    assert controlled(game, "Construct Token"), "P2's end step is not P1's"
    pass_until(game, "end", turn=game.state.turn + 1)
    resolve_stack(game)
    assert not controlled(game, "Construct Token")


def test_cr_603_7_made_on_your_turn_it_is_this_turns_end_step() -> None:
    game = board({"hand": [TRAP], "battlefield": ["Mountain"] * 6}, {})
    cast(game, TRAP)
    resolve_stack(game)
    pass_until(game, "end")
    resolve_stack(game)
    assert not controlled(game, "Construct Token")
