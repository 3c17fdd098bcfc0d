"""CR 201.2: objects with different names. Field of the Dead's intervening 'if you control seven or more lands with
different names' (603.4) is checked as the land enters and again as the ability resolves: a land destroyed in
between can leave too few names, and then nothing is created."""

from __future__ import annotations

from support import board, tokens, use_compiled

use_compiled("Field of the Dead", "Strip Mine")

SIX = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"]


def test_603_4_checked_again_on_resolution() -> None:
    game = board({"battlefield": [*SIX, "Strip Mine"], "hand": ["Field of the Dead"]})
    game.apply(f"play {game.find('Field of the Dead', zone='hand')}")
    assert game.state.stack  # the Field's ability triggered: eight names
    mine = game.find("Strip Mine")
    game.apply(f"activate {mine} 2")  # Strip Mine: destroy target land (its own name goes with it)
    game.apply(f"target {game.find('Plains')}")
    while game.state.stack:
        game.apply("pass")
        game.apply("pass")
    assert tokens(game) == []  # Plains and Strip Mine gone: six names


def test_201_2_eight_names_make_a_zombie() -> None:
    game = board({"battlefield": [*SIX, "Strip Mine"], "hand": ["Field of the Dead"]})
    game.apply(f"play {game.find('Field of the Dead', zone='hand')}")
    while game.state.stack:
        game.apply("pass")
        game.apply("pass")
    assert len(tokens(game)) == 1
