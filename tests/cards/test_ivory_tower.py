"""Ivory Tower (compiled from its Oracle text), played through the engine.

Oracle text: At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand
minus 4."""

from __future__ import annotations

from support import board, life, pass_until, resolve_stack, use_compiled

use_compiled("Ivory Tower")


def _upkeep_with(cards_in_hand: int) -> int:
    game = board({"battlefield": ["Ivory Tower"], "hand": ["Grizzly Bears"] * cards_in_hand}, active="P2",
                 step="end")
    pass_until(game, "upkeep")
    resolve_stack(game)
    return life(game, 0)


def test_ruling_four_or_fewer_cards_no_effect() -> None:
    """Ruling (2004-10-04): "If you have four or fewer cards in your hand when Ivory Tower's ability
    resolves, the ability has no effect." (107.1b: the difference is 0, never negative.)"""
    assert _upkeep_with(2) == 20
    assert _upkeep_with(4) == 20


def test_six_cards_gain_two() -> None:
    """Six cards in hand (P1 draws after the upkeep): 6 - 4 = 2 life."""
    assert _upkeep_with(6) == 22
