"""Temur Sabertooth, compiled from its Oracle text: '{1}{G}: You may return another creature you control to its
owner's hand. If you do, Temur Sabertooth gains indestructible until end of turn.' ('another creature you
control': one creature, chosen as the ability resolves, not targeted, 608.2d; 608.2c: 'If you do').
Ruling: 'You choose whether to return a creature and which creature to return as the activated ability
resolves. This doesn't target any creature.'"""

from __future__ import annotations

from support import activate, basics, board, names, pass_both, use_compiled

SABERTOOTH = "Temur Sabertooth"
use_compiled(SABERTOOTH)


def test_returns_another_creature_and_gains_indestructible() -> None:
    game = board({"battlefield": [SABERTOOTH, "Grizzly Bears", *basics(Forest=2)]})
    activate(game, SABERTOOTH)
    pass_both(game)
    game.apply("yes")
    while game.pending.kind == "choose":  # the creature to return: only the Bears (not the Sabertooth itself)
        assert game.find("Grizzly Bears") in game.pending.options
        assert game.find(SABERTOOTH) not in game.pending.options
        game.apply(f"choose {game.find('Grizzly Bears')}")
    assert names(game, "hand") == ["Grizzly Bears"]
    assert "indestructible" in game.chars(game.find(SABERTOOTH)).keywords


def test_with_no_other_creature_nothing_is_returned_and_no_indestructible() -> None:
    game = board({"battlefield": [SABERTOOTH, *basics(Forest=2)]})
    activate(game, SABERTOOTH)
    pass_both(game)
    game.apply("yes")
    assert "indestructible" not in game.chars(game.find(SABERTOOTH)).keywords
