"""Liquimetal Coating: "{T}: Target permanent becomes an artifact in addition to its other types until end of
turn." (205.1b, 613.1d)"""

from __future__ import annotations

from support import activate, board, pass_both, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Liquimetal Coating")


def test_ruling_any_permanent_even_an_artifact() -> None:
    """Ruling (2011-01-01): "You may target any permanent with the ability, including an artifact.\""""
    game = board({"battlefield": ["Liquimetal Coating", "Ornithopter"]})
    coating = game.find("Liquimetal Coating")
    game.apply(f"activate {coating} 1")
    assert game.find("Ornithopter") in game.pending.options and coating in game.pending.options


def test_ruling_becoming_an_artifact_doesnt_change_its_colors() -> None:
    """Ruling (2011-01-01): "Becoming an artifact doesn't change what color(s) a permanent is.\""""
    game = board({"battlefield": ["Liquimetal Coating", "Hill Giant"]})
    giant = game.find("Hill Giant")
    activate(game, game.find("Liquimetal Coating"), 1, giant)
    pass_both(game)
    assert "Artifact" in chars(game.state, giant).types and set(chars(game.state, giant).colors) == {"R"}
