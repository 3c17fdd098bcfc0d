"""Cram Session: "You gain 4 life. Learn." (701.48a; without a sideboard, 400.11a, learning is 'you may discard
a card; if you do, draw a card'; with one: tests/rules/test_cr_400_11_cards_outside_the_game.py)."""

from __future__ import annotations

from support import board, cast, life, use_compiled, zone_names

CRAM = "Cram Session"
use_compiled(CRAM)


def _cast(hand: list[str]):
    game = board({"hand": [CRAM, *hand], "battlefield": ["Swamp", "Forest"]})
    cast(game, CRAM)
    game.apply("pass")
    game.apply("pass")
    return game


def test_ruling_learning_is_optional() -> None:
    """Ruling (Cram Session): "If instructed to learn, you may do nothing. Discarding a card and putting a
    Lesson card into your hand are both optional." """
    game = _cast(["Grizzly Bears"])
    game.apply("no")
    assert zone_names(game, "hand") == ["Grizzly Bears"]
    assert zone_names(game, "graveyard") == [CRAM]
    assert life(game, 0) == 24


