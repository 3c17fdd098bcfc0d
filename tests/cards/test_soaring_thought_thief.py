"""Soaring Thought-Thief ({U}{B} 1/3 flash, flying): "As long as an opponent has eight or more cards in their
graveyard, Rogues you control get +1/+0. / Whenever one or more Rogues you control attack, each opponent mills
two cards." Its rulings, quoted from the card database (611.3a, 603.2c, 508.1m)."""

from __future__ import annotations

from support import attack, board, pass_until, resolve_stack, use_compiled

THIEF = "Soaring Thought-Thief"
use_compiled(THIEF, "Merfolk Windrobber")


def test_ruling_it_applies_to_itself() -> None:
    """Ruling: "Soaring Thought-Thief's third ability applies to itself as well as other Rogues you control."
    With eight cards in the opponent's graveyard it is a 2/3; with seven, a 1/3."""
    game = board({"battlefield": [THIEF]}, {"graveyard": ["Forest"] * 8})
    assert game.chars(game.find(THIEF)).power == 2
    game = board({"battlefield": [THIEF]}, {"graveyard": ["Forest"] * 7})
    assert game.chars(game.find(THIEF)).power == 1


def test_ruling_one_or_more_rogues_attack_once() -> None:
    """Ruling: "Soaring Thought-Thief's fourth ability causes each opponent to mill two cards" — once for the
    declaration (603.2c), however many Rogues attack: two Rogues attack, the opponent mills two (then the
    Windrobber's own trigger on damage mills one more)."""
    game = board({"battlefield": [THIEF, "Merfolk Windrobber"]}, {"library": ["Island"] * 10})
    pass_until(game, "beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    attack(game, game.find(THIEF), game.find("Merfolk Windrobber"))
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert len(game.zone("graveyard", 1)) == 2
