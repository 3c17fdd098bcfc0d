"""Sigarda, Heron's Grace: 'You and Humans you control have hexproof.' (702.11c, 611.3a; mechanics/player_hexproof):
its controller has hexproof and so do the Humans they control."""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game

SIGARDA = "Sigarda, Heron's Grace"
use_compiled(SIGARDA)


def _targets_offered(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "target"]


def test_an_opponent_cant_target_you_or_your_humans_but_can_target_others() -> None:
    game = board({"battlefield": [SIGARDA, "Elite Vanguard", "Grizzly Bears"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _targets_offered(game)
    assert "target P1" not in offered and f"target {game.find('Elite Vanguard')}" not in offered
    assert f"target {game.find('Grizzly Bears')}" in offered and f"target {game.find(SIGARDA)}" in offered


def test_you_can_target_yourself_and_your_humans() -> None:
    """702.11c: hexproof stops only the opponents' spells and abilities."""
    game = board({"battlefield": [SIGARDA, "Elite Vanguard", "Mountain"], "hand": ["Shock"]})
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _targets_offered(game)
    assert "target P1" in offered and f"target {game.find('Elite Vanguard')}" in offered
