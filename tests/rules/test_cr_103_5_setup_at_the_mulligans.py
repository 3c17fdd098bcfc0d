"""CR 103.5: the mulligan process, from a board set up at the mulligans (`step: mulligan`, the scenario format):
the hands set up are the opening hands, the starting player (the active one) declares first, then each other
player; once all have kept, 103.8: the starting player takes the first turn and skips its draw (103.8a)."""

from __future__ import annotations

import pytest

from lithoform import Game
from lithoform.rules.setup import SetupError

HAND = ["Island"] * 7


def _board(**extra: object) -> Game:
    return Game.from_board({"active": "P2", "step": "mulligan", "P1": {"hand": HAND},
                            "P2": {"hand": ["Plains"] * 7}, **extra})


def test_103_5_the_starting_player_declares_first() -> None:
    game = _board()
    assert (game.pending.kind, game.pending.player) == ("mulligan", 1)
    game.apply("no")
    assert (game.pending.kind, game.pending.player) == ("mulligan", 0)


def test_103_8a_after_everyone_keeps_the_starting_player_takes_turn_1_without_drawing() -> None:
    game = _board()
    game.apply("no")
    game.apply("no")
    assert game.state.turn == 1 and game.state.active == 1 and game.state.step == "upkeep"
    while game.state.step != "main1":
        game.apply("pass")
    assert game.state.turn == 1 and len(game.zone("hand", 1)) == 7 and len(game.zone("hand", 0)) == 7


def test_a_turn_number_with_the_mulligans_is_refused() -> None:
    with pytest.raises(SetupError, match="before the first turn"):
        _board(turn=3)
