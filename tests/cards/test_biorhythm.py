"""Biorhythm, compiled from its Oracle text: 'Each player's life total becomes the number of creatures they
control.' (119.5; mechanics/life_total_becomes)"""

from __future__ import annotations

from support import board, cast, life, pass_both, use_compiled

use_compiled("Biorhythm")


def test_119_5_each_players_total_is_their_own_count() -> None:
    """Ruling (2004-10-04): 'This spell causes the player to lose or gain enough life to change to the new life
    total.'"""
    game = board({"hand": ["Biorhythm"], "battlefield": [{"card": "Forest", "count": 8}, "Grizzly Bears",
                                                        "Hill Giant", "Llanowar Elves"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Biorhythm")
    pass_both(game)
    assert life(game, 0) == 3
    assert life(game, 1) == 1


def test_ruling_a_player_with_no_creatures_goes_to_zero_and_loses() -> None:
    """Ruling (2004-10-04): 'If a player controls no creatures when this resolves, their life total will become
    zero and they will lose the game.'"""
    game = board({"hand": ["Biorhythm"], "battlefield": [{"card": "Forest", "count": 8}, "Grizzly Bears"]}, {})
    cast(game, "Biorhythm")
    pass_both(game)
    assert life(game, 1) == 0
    assert game.state.players[1].lost
