"""Amulet of Vigor, compiled from its Oracle text: 'Whenever a permanent enters the battlefield tapped and
under your control, untap it.' (603.6a; the trigger's filter is read as the permanent enters)"""

from __future__ import annotations

from support import board, pass_both

AMULET = "Amulet of Vigor"


def _play(game, name: str) -> None:  # noqa: ANN001
    game.apply(f"play {game.find(name, zone='hand')}")


def test_a_land_that_enters_tapped_is_untapped() -> None:
    """Cave of the Frost Dragon enters tapped with two other lands (614.1c); the Amulet untaps it."""
    game = board({"battlefield": [AMULET, "Plains", "Plains"], "hand": ["Cave of the Frost Dragon"]})
    _play(game, "Cave of the Frost Dragon")
    cave = game.find("Cave of the Frost Dragon")
    assert game.state.objects[cave].tapped
    assert len(game.state.stack) == 1
    pass_both(game)
    assert not game.state.objects[cave].tapped


def test_ruling_a_permanent_that_enters_untapped_doesnt_trigger_it() -> None:
    """Ruling: 'If it enters the battlefield untapped, the ability won't trigger, even if you tap that
    permanent afterward.'"""
    game = board({"battlefield": [AMULET], "hand": ["Forest"]})
    _play(game, "Forest")
    assert not game.state.stack


def test_ruling_an_opponents_permanent_doesnt_trigger_it() -> None:
    game = board({"battlefield": [AMULET]}, {"hand": ["Simic Growth Chamber"]}, active="P2")
    _play(game, "Simic Growth Chamber")
    assert len(game.state.stack) == 1  # only the Chamber's own trigger
