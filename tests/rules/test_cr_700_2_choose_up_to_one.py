"""CR 700.2, 603.3c: 'choose up to one —' (Sawblade Slinger's enters ability). The controller chooses no mode or
one as the ability is put on the stack; with no mode chosen the ability is removed from the stack (603.3c)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.play.game import Game

SLINGER = "Sawblade Slinger"


def _enter(game: Game) -> None:
    cast(game, SLINGER)
    pass_both(game)
    assert game.pending.kind == "mode" and game.pending.min == 0 and game.pending.max == 1


def test_700_2_one_mode_chosen() -> None:
    game = board({"battlefield": ["Forest"] * 4, "hand": [SLINGER]}, {"battlefield": ["Sol Ring"]})
    _enter(game)
    game.apply("mode 1")
    game.apply(f"target {game.find('Sol Ring')}")
    pass_both(game)
    assert game.find("Sol Ring", zone="graveyard")


def test_603_3c_no_mode_chosen_the_ability_is_removed() -> None:
    game = board({"battlefield": ["Forest"] * 4, "hand": [SLINGER]}, {"battlefield": ["Sol Ring"]})
    _enter(game)
    game.apply("mode")
    assert not game.state.stack
    assert any(e.kind == "trigger_removed" and e.rules == ("603.3c",) for e in game.state.events())
    assert game.find("Sol Ring") in game.zone("battlefield")
