"""Dark Confidant (compiled from its Oracle text), played through the engine.

Oracle text: At the beginning of your upkeep, reveal the top card of your library and put that card into your
hand. You lose life equal to its mana value."""

from __future__ import annotations

from support import board, life, names, pass_until, resolve_stack


def _upkeep_with(top: str):
    game = board({"battlefield": ["Dark Confidant"], "library": [top, "Plains", "Plains"]}, step="end")
    pass_until(game, "upkeep", turn=5)
    resolve_stack(game)
    return game


def test_x_in_a_library_card_counts_as_zero():
    """Ruling: "If a card in a player's library has {X} in its mana cost, X is considered to be 0." (202.3e)"""
    game = _upkeep_with("Fireball")  # {X}{R}
    assert "Fireball" in names(game, "hand", 0)
    assert life(game, 0) == 19


def test_a_land_costs_nothing():
    game = _upkeep_with("Mountain")
    assert "Mountain" in names(game, "hand", 0) and life(game, 0) == 20
