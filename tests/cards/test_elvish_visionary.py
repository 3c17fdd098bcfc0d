"""Elvish Visionary has no official rulings; these tests check its Oracle text in a game.

Oracle text: When Elvish Visionary enters the battlefield, draw a card."""

from __future__ import annotations

from support import board, cast, lands, names, pass_both

VISIONARY = "Elvish Visionary"


def test_entering_draws_a_card() -> None:
    """Oracle: "When Elvish Visionary enters the battlefield, draw a card.": the trigger uses the stack, and
    its controller draws when it resolves."""
    game = board({"battlefield": [lands("Forest", 2)], "hand": [VISIONARY], "library": ["Serra Angel", "Forest"]})
    cast(game, VISIONARY)
    pass_both(game)
    assert game.find(VISIONARY, zone="battlefield") and len(game.state.stack) == 1
    assert names(game, "hand") == []
    pass_both(game)
    assert names(game, "hand") == ["Serra Angel"]


def test_countered_it_never_enters_and_draws_nothing() -> None:
    """Oracle: the card is drawn only when it enters: a countered Elvish Visionary draws nothing."""
    game = board({"battlefield": [lands("Forest", 2)], "hand": [VISIONARY], "library": ["Serra Angel"]},
                 {"battlefield": [lands("Island", 2)], "hand": ["Counterspell"]})
    spell = cast(game, VISIONARY)
    game.apply("pass")
    cast(game, "Counterspell", spell)
    pass_both(game)
    assert not game.state.stack
    assert game.find(VISIONARY, zone="graveyard") and names(game, "hand") == []


def test_the_opponents_visionary_draws_for_its_controller() -> None:
    """Oracle: "draw a card" is done by the ability's controller: P2's Visionary entering on P2's turn draws
    P2 a card, not P1."""
    game = board({"library": ["Forest"]}, {"battlefield": [lands("Forest", 2)], "hand": [VISIONARY],
                                           "library": ["Serra Angel"]}, active="P2")
    cast(game, VISIONARY)
    pass_both(game)
    pass_both(game)
    assert names(game, "hand", 1) == ["Serra Angel"] and names(game, "hand", 0) == []
