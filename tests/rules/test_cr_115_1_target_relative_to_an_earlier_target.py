"""CR 115.1, 601.2c: a target requirement may depend on an earlier target of the same spell: 'target creature
that player or that planeswalker's controller controls' (Searing Blaze) is chosen after the player or
planeswalker, among the creatures that player (or that planeswalker's controller) controls; 608.2b: both are
checked again as it resolves."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Searing Blaze", "Basri Ket")


def test_115_1_after_a_planeswalker_its_controllers_creatures() -> None:
    game = board({"hand": ["Searing Blaze"], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
                 {"battlefield": [{"card": "Basri Ket", "counters": {"loyalty": 3}}, "Serra Angel"]})
    game.apply(f"cast {game.find('Searing Blaze')}")
    game.apply(f"target {game.find('Basri Ket')}")
    assert set(game.pending.options) == {game.find("Serra Angel")}


def test_115_1_after_yourself_your_own_creatures() -> None:
    game = board({"hand": ["Searing Blaze"], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
                 {"battlefield": ["Serra Angel"]})
    game.apply(f"cast {game.find('Searing Blaze')}")
    game.apply("target P1")
    assert set(game.pending.options) == {game.find("Grizzly Bears")}
