"""Gruul Spellbreaker: 'Riot / Trample / As long as it's your turn, you and Gruul Spellbreaker have hexproof.'
(702.11c: a player's hexproof, 702.11b: a permanent's; 611.3a: the effect exists only while the condition holds;
702.136 riot)."""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game

BREAKER = "Gruul Spellbreaker"
use_compiled(BREAKER)


def _offered(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "target"]


def test_on_your_turn_an_opponent_cant_target_you_or_it() -> None:
    game = board({"battlefield": [BREAKER, "Grizzly Bears"]}, {"battlefield": ["Mountain"], "hand": ["Shock"]})
    game.apply("pass")  # P2 gets priority in P1's turn (117.3d)
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _offered(game)
    assert "target P1" not in offered and f"target {game.find(BREAKER)}" not in offered
    assert f"target {game.find('Grizzly Bears')}" in offered and "target P2" in offered
    assert "hexproof" in {k.lower() for k in game.chars(game.find(BREAKER)).keywords}


def test_on_an_opponents_turn_you_and_it_can_be_targeted() -> None:
    """'As long as it's your turn': on the opponent's turn neither has hexproof (611.3a)."""
    game = board({"battlefield": [BREAKER]}, {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _offered(game)
    assert "target P1" in offered and f"target {game.find(BREAKER)}" in offered
    assert "hexproof" not in {k.lower() for k in game.chars(game.find(BREAKER)).keywords}


def test_you_can_target_your_own_spellbreaker_on_your_turn() -> None:
    """702.11b: hexproof stops only the opponents' spells and abilities."""
    game = board({"battlefield": [BREAKER, "Mountain"], "hand": ["Shock"]})
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _offered(game)
    assert "target P1" in offered and f"target {game.find(BREAKER)}" in offered
