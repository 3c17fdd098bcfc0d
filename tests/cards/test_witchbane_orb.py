"""Witchbane Orb: 'When Witchbane Orb enters the battlefield, destroy all Curses attached to you.' (303.4: a Curse is
an Aura that may enchant a player; 'destroy all [Curses] attached to you' names those attached to its controller)."""

from __future__ import annotations

from support import board, cast, names, pass_both, resolve_stack

CURSE = "Curse of the Bloody Tome"
ORB = "Witchbane Orb"


def _curse(game, player: str) -> None:
    game.apply(f"cast {game.find(CURSE, zone='hand')}")
    game.apply(f"target {player}")
    game.apply("autopay")
    pass_both(game)


def test_destroys_the_curses_attached_to_its_controller_only() -> None:
    game = board({"battlefield": ["Island"] * 10, "hand": [CURSE, CURSE, ORB]})
    _curse(game, "P1")  # a Curse on its own controller
    _curse(game, "P2")
    on_me = [o for o in game.zone("battlefield", 0) if game.state.objects[o].attached_to == -1]
    on_them = [o for o in game.zone("battlefield", 0) if game.state.objects[o].attached_to == -2]
    assert len(on_me) == 1 and len(on_them) == 1
    cast(game, ORB)
    resolve_stack(game)  # the Orb, then its enters trigger (603.2)
    assert names(game, "graveyard", 0) == [CURSE]
    assert game.state.objects[on_them[0]].zone == "battlefield"
    assert game.find(ORB, zone="battlefield")
