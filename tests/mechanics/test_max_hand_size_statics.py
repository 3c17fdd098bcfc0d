"""Static abilities that change a maximum hand size (402.2), applied in the cleanup step (514.1): 'Each opponent's
maximum hand size is reduced by one.' (Gnat Miser), 'Your maximum hand size is increased by one.' (Minamo
Scrollkeeper; mechanics/hand_size)."""

from __future__ import annotations

from typing import Any

from support import board

from lithoform import Game

EIGHT = ["Island"] * 8
SEVEN = ["Island"] * 7


def _to_cleanup(p1: dict[str, Any], p2: dict[str, Any], active: str) -> Game:
    """Passes from the end step until the cleanup step asks for a discard or the turn ends."""
    game = board(p1, p2, active=active, step="end")
    turn = game.state.turn
    for _ in range(20):
        if game.pending.kind == "choose" or game.state.turn != turn:
            break
        game.apply("pass")
    return game


def test_gnat_miser_reduces_each_opponents_maximum_hand_size() -> None:
    """P2 ends their turn with seven cards: with P1's Gnat Miser their maximum is six, so they discard one."""
    game = _to_cleanup({"battlefield": ["Gnat Miser"]}, {"hand": SEVEN}, "P2")
    assert game.pending.kind == "choose" and game.pending.player == 1
    assert game.pending.min == game.pending.max == 1


def test_gnat_miser_does_not_reduce_its_controllers() -> None:
    game = _to_cleanup({"battlefield": ["Gnat Miser"], "hand": SEVEN}, {}, "P1")
    assert game.pending.kind != "choose"
    assert len(game.state.zones["hand:0"]) == 7


def test_minamo_scrollkeeper_lets_you_keep_eight() -> None:
    game = _to_cleanup({"battlefield": ["Minamo Scrollkeeper"], "hand": EIGHT}, {}, "P1")
    assert game.pending.kind != "choose"
    assert len(game.state.zones["hand:0"]) == 8


def test_without_it_eight_cards_means_a_discard() -> None:
    game = _to_cleanup({"hand": EIGHT}, {}, "P1")
    assert game.pending.kind == "choose" and game.pending.max == 1


def test_players_have_no_maximum_hand_size_covers_the_opponent_too() -> None:
    """402.2: 'Players have no maximum hand size.' (Anvil of Bogardan, P1's): P2 keeps eight cards at cleanup."""
    game = _to_cleanup({"battlefield": ["Anvil of Bogardan"]}, {"hand": EIGHT}, "P2")
    assert game.pending.kind != "choose"
    assert len(game.state.zones["hand:1"]) == 8


def test_players_have_no_maximum_hand_size_covers_its_controller() -> None:
    game = _to_cleanup({"battlefield": ["Price of Knowledge"], "hand": EIGHT}, {}, "P1")
    assert game.pending.kind != "choose"
    assert len(game.state.zones["hand:0"]) == 8
