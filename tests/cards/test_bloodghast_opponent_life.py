"""'as long as an opponent has 10 or less life' (119.1, 611.3a; mechanics/hand_comparisons): Bloodghast ('~ has
haste as long as an opponent has 10 or less life.') and Ruthless Cullblade ('~ gets +2/+1 as long as an opponent
has 10 or less life.'). The condition is read continuously: a life change is seen at once."""

from __future__ import annotations

from support import board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Bloodghast", "Ruthless Cullblade")


def test_bloodghast_has_haste_only_while_an_opponent_has_10_or_less_life() -> None:
    game = board({"battlefield": ["Bloodghast"]}, {"life": 11})
    ghast = game.find("Bloodghast")
    assert "haste" not in chars(game.state, ghast).keywords
    game = board({"battlefield": ["Bloodghast"]}, {"life": 10})
    assert "haste" in chars(game.state, game.find("Bloodghast")).keywords


def test_ruthless_cullblade_gets_the_bonus_once_a_shock_brings_the_opponent_to_10() -> None:
    game = board({"battlefield": ["Ruthless Cullblade", "Mountain"], "hand": ["Shock"]}, {"life": 12})
    blade = game.find("Ruthless Cullblade")
    assert pt(game, blade) == (2, 1)
    cast(game, "Shock", "P2")
    pass_both(game)
    assert game.state.players[1].life == 10
    assert pt(game, blade) == (4, 2)
