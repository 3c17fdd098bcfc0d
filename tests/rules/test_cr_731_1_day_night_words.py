"""CR 731.1: day and night are designations of the game; a card may make it day or night, or trigger when day
becomes night or night becomes day. Played with the compiled Brimstone Vandal ('Menace. If it's neither day nor
night, it becomes day as Brimstone Vandal enters. Whenever day becomes night or night becomes day, Brimstone
Vandal deals 1 damage to each opponent.') and Unnatural Moonrise's 'It becomes night.'"""

from __future__ import annotations

from support import board, cast, life, pass_until, resolve_stack, use_compiled

VANDAL = "Brimstone Vandal"
use_compiled(VANDAL, "Sunrise Cavalier")


def _vandal(day_night: str = ""):
    game = board({"hand": [VANDAL], "battlefield": [{"card": "Mountain", "count": 3}]})
    game.state.day_night = day_night
    cast(game, VANDAL)
    resolve_stack(game)
    return game


def test_731_1_it_becomes_day_as_it_enters_when_neither() -> None:
    game = _vandal()
    assert game.state.day_night == "day"
    assert life(game, 1) == 20  # becoming day from neither is not 'day becomes night or night becomes day'


def test_731_1_night_stays_night_as_it_enters() -> None:
    game = _vandal("night")
    assert game.state.day_night == "night"


def test_731_2a_day_becomes_night_triggers() -> None:
    """The active player cast no spells in their turn: day becomes night in the next untap step (731.2a)."""
    game = _vandal()
    pass_until(game, "upkeep", turn=4)  # P1 cast a spell in turn 3: it stays day
    assert game.state.day_night == "day"
    pass_until(game, "upkeep", turn=5)  # P2 cast nothing in turn 4: it becomes night, Vandal triggers
    assert game.state.day_night == "night"
    resolve_stack(game)
    assert life(game, 1) == 19
