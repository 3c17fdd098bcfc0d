"""CR 614.1c, 614.12: '~ enters with a +1/+1 counter on it if an opponent lost life this turn.' (Mounted
Dreadknight) A replacement effect on how it enters: the condition is read as it enters."""

from __future__ import annotations

from support import board, cast, pass_both

KNIGHT = "Mounted Dreadknight"  # {4}{R}


def test_614_1c_with_the_counter_when_the_condition_holds() -> None:
    game = board({"battlefield": ["Mountain"] * 6, "hand": [KNIGHT, "Shock"]})
    cast(game, "Shock", "P2")
    pass_both(game)
    cast(game, KNIGHT)
    pass_both(game)
    assert game.state.objects[game.find(KNIGHT)].counter("+1/+1") == 1


def test_614_1c_without_it_otherwise() -> None:
    game = board({"battlefield": ["Mountain"] * 5, "hand": [KNIGHT]})
    cast(game, KNIGHT)
    pass_both(game)
    assert game.state.objects[game.find(KNIGHT)].counter("+1/+1") == 0
