"""Savage Swipe, compiled from its Oracle text: 'Target creature you control gets +2/+2 until end of turn if
its power is 2. Then it fights target creature you don't control.' (608.2c, 701.14)"""

from __future__ import annotations

from support import board, cast, pass_both


def test_ruling_only_if_its_power_is_exactly_2_and_it_still_fights() -> None:
    """Ruling (2019-06-14): 'The target creature you control gets +2/+2 only if its power is exactly 2 as
    Savage Swipe resolves. It’ll still fight if it doesn’t get +2/+2.'"""
    game = board({"battlefield": ["Forest", "Llanowar Elves"], "hand": ["Savage Swipe"]},
                 {"battlefield": ["Grizzly Bears"]})
    elves, bears = game.find("Llanowar Elves"), game.find("Grizzly Bears")
    cast(game, game.find("Savage Swipe"), elves, bears)
    pass_both(game)
    assert elves not in game.zone("battlefield")  # a 1/1, not pumped: it fought and died
    assert game.state.objects[bears].damage == 1  # and dealt 1 damage to the Bears
