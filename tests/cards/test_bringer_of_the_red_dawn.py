"""Bringer of the Red Dawn: 'At the beginning of your upkeep, you may untap target creature and gain control of
it until end of turn. That creature gains haste until end of turn.' 608.2d: 'you may X and Y' is one optional
instruction: declining does neither (the creature stays where it is, under its controller's control)."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled

use_compiled("Bringer of the Red Dawn")


def _upkeep_trigger(answer: str):
    game = board({"battlefield": ["Bringer of the Red Dawn"]},
                 {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}, active="P2", step="main1")
    bears = game.find("Grizzly Bears")
    while game.pending.kind != "may":  # on to P1's upkeep: the trigger targets the Bears (603.3d)
        game.apply(f"target {bears}" if game.pending.kind == "target" else "pass")
    game.apply(answer)
    resolve_stack(game)
    return game, bears


def test_declining_neither_untaps_nor_gains_control() -> None:
    game, bears = _upkeep_trigger("no")
    assert game.chars(bears).controller == 1
    assert game.state.objects[bears].tapped


def test_accepting_untaps_and_gains_control_with_haste() -> None:
    game, bears = _upkeep_trigger("yes")
    assert game.chars(bears).controller == 0
    assert not game.state.objects[bears].tapped
    assert "haste" in game.chars(bears).keywords
