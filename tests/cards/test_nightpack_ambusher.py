"""'At the beginning of your end step, if you didn't cast a spell this turn, create a 2/2 green Wolf creature
token.' (Nightpack Ambusher; 601.2i, 603.4: the condition is checked as the ability triggers and resolves),
compiled from the Oracle text."""

from __future__ import annotations

from support import board, cast, names, pass_both, pass_until


def test_cr_603_4_no_spell_cast_this_turn_makes_a_wolf() -> None:
    game = board({"battlefield": ["Nightpack Ambusher"]})
    pass_until(game, "end")
    pass_both(game)
    assert names(game, "battlefield", 0).count("Wolf Token") == 1


def test_a_spell_cast_this_turn_stops_the_trigger() -> None:
    game = board({"battlefield": ["Nightpack Ambusher", "Island"], "hand": ["Opt"]})
    cast(game, "Opt")
    game.apply("pass")
    game.apply("pass")
    game.apply("choose")  # Opt's scry 1: keep the card on top
    pass_until(game, "end")
    pass_both(game)
    assert "Wolf Token" not in names(game, "battlefield", 0)
