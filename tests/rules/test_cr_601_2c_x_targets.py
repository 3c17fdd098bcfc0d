"""CR 601.2c with 107.3a: 'Return X target creature cards from your graveyard to your hand.' (Death Denied): X is
announced first (601.2b), then exactly X targets are chosen (compiler: TargetSpec.count, mechanics/x_targets)."""

from __future__ import annotations

from support import board, legal, pass_both, use_compiled, zone_names

from lithoform import Game

use_compiled("Death Denied")


def _death_denied(x: int) -> Game:
    game = board({"battlefield": ["Swamp"] * 5, "hand": ["Death Denied"],
                  "graveyard": ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Island"]}, {})
    game.apply(f"cast {game.find('Death Denied')}")
    assert game.pending.kind == "x"
    game.apply(f"x {x}")
    return game


def test_601_2c_exactly_x_targets_are_chosen() -> None:
    game = _death_denied(2)
    assert game.pending.kind == "target" and game.pending.min == game.pending.max == 2
    assert game.find("Island", zone="graveyard") not in game.pending.options  # creature cards only
    game.apply(f"target {game.find('Grizzly Bears', zone='graveyard')}")
    assert not legal(game, "done")  # one is too few
    game.apply(f"target {game.find('Hill Giant', zone='graveyard')}")
    assert game.pending.kind == "pay"
    game.apply("autopay")
    pass_both(game)
    assert sorted(zone_names(game, "hand", 0)) == ["Grizzly Bears", "Hill Giant"]
    assert sorted(zone_names(game, "graveyard", 0)) == ["Craw Wurm", "Death Denied", "Island"]


def test_601_2c_x_of_zero_chooses_no_target() -> None:
    game = _death_denied(0)
    if game.pending.kind == "target":
        assert game.pending.max == 0
        game.apply("done")
    assert game.pending.kind == "pay"
