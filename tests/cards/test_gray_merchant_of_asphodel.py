"""Gray Merchant of Asphodel, compiled from its Oracle text: 'When Gray Merchant of Asphodel enters the
battlefield, each opponent loses X life, where X is your devotion to black. You gain life equal to the life
lost this way.' (devotion, 700.5; the life lost this way, 119.3)"""

from __future__ import annotations

from support import board, cast, pass_both

MERCHANT = "Gray Merchant of Asphodel"  # {3}{B}{B}


def _merchant(game):  # noqa: ANN001, ANN202
    cast(game, MERCHANT)
    pass_both(game)  # the creature spell resolves
    pass_both(game)  # its enters ability resolves


def test_ruling_the_merchant_counts_itself_as_the_ability_resolves() -> None:
    """Ruling: 'you count the number of mana symbols of that color among the mana costs of permanents you
    control as the ability resolves. The permanent with that ability will be counted if it's still on the
    battlefield at that time.'"""
    game = board({"battlefield": ["Swamp"] * 5 + ["Vampire Nighthawk"], "hand": [MERCHANT]})  # {1}{B}{B}
    _merchant(game)
    assert game.state.players[1].life == 20 - 4  # BB + BB
    assert game.state.players[0].life == 20 + 4


def test_ruling_generic_symbols_dont_count() -> None:
    """Ruling: 'Colorless and generic mana symbols ({C}, {0}, {1}, {2}, {X}, and so on) in mana costs of
    permanents you control don't count toward your devotion to any color.'"""
    game = board({"battlefield": ["Swamp"] * 5 + ["Ornithopter", "Llanowar Elves"], "hand": [MERCHANT]})
    _merchant(game)
    assert game.state.players[1].life == 18


def test_ruling_the_life_gained_is_the_life_lost_not_x() -> None:
    """Ruling: 'The amount of life you gain is the total amount of life lost, not simply the value of X.'"""
    game = board({"battlefield": ["Swamp"] * 5, "hand": [MERCHANT]}, {"life": 20})
    _merchant(game)
    lost = 20 - game.state.players[1].life
    assert lost == 2 and game.state.players[0].life == 20 + lost
