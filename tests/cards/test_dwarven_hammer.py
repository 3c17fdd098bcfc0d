"""Dwarven Hammer (compiled from its Oracle text), played through the engine.

Oracle text: When Dwarven Hammer enters the battlefield, you may pay {2}. If you do, create a 2/1 red Dwarf
Berserker creature token, then attach Dwarven Hammer to it. / Equipped creature gets +3/+0 and has trample. /
Equip {3}"""

from __future__ import annotations

from support import board, cast, pass_both


def test_paying_makes_the_token_and_attaches_at_once():
    """Ruling: "You decide whether to pay {2} as the enters-the-battlefield ability resolves. If you do, you
    immediately create the Dwarf Berserker creature token and attach Dwarven Hammer to it. No players may
    respond to your decision to pay or not, and no player may take actions during this process." (701.3a)"""
    game = board({"hand": ["Dwarven Hammer"], "battlefield": ["Mountain"] * 5})
    cast(game, "Dwarven Hammer")
    pass_both(game)  # the Hammer resolves; its trigger goes on the stack
    pass_both(game)  # the trigger resolves: the offer
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.kind == "priority" and not game.state.stack
    token = game.find("Dwarf Berserker Token")
    hammer = game.state.objects[game.find("Dwarven Hammer")]
    assert hammer.attached_to == token
    assert game.chars(token).power == 5 and "trample" in game.chars(token).keywords


def test_declining_makes_nothing():
    game = board({"hand": ["Dwarven Hammer"], "battlefield": ["Mountain"] * 5})
    cast(game, "Dwarven Hammer")
    pass_both(game)
    pass_both(game)
    game.apply("no")
    assert game.state.objects[game.find("Dwarven Hammer")].attached_to == 0
