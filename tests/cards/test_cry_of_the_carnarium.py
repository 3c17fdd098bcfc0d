"""Cry of the Carnarium: "All creatures get -2/-2 until end of turn. Exile all creature cards in all graveyards that
were put there from the battlefield this turn. If a creature would die this turn, exile it instead." (500.1: the
cards that moved from the battlefield to a graveyard this turn; 406.2; 614.1a)"""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled
from support.reading import names

use_compiled("Cry of the Carnarium")


def _game():
    return board({"hand": ["Shock", "Cry of the Carnarium"],
                  "battlefield": [{"card": "Mountain", "count": 1}, {"card": "Swamp", "count": 3}]},
                 {"battlefield": ["Savannah Lions", "Hill Giant"], "graveyard": ["Grizzly Bears"]})


def test_creature_cards_put_into_graveyards_from_the_battlefield_this_turn_are_exiled() -> None:
    game = _game()
    cast(game, "Shock", game.find("Savannah Lions"))
    pass_both(game)
    assert "Savannah Lions" in names(game, "graveyard", 1)
    cast(game, "Cry of the Carnarium")
    pass_both(game)
    assert "Savannah Lions" in names(game, "exile")
    assert "Grizzly Bears" in names(game, "graveyard", 1)  # put there before this turn: it stays


def test_ruling_creatures_that_would_die_from_the_minus_2_minus_2_are_exiled_instead() -> None:
    """Ruling (2019-01-25): "Creatures that would die after getting -2/-2 will still be on the battlefield when cards
    are exiled from graveyards. They won't die, and will instead be exiled after Cry of the Carnarium is entirely
    finished resolving." """
    game = _game()
    cast(game, "Cry of the Carnarium")
    pass_both(game)
    assert "Savannah Lions" in names(game, "exile")
    assert "Savannah Lions" not in names(game, "graveyard", 1)
    assert game.find("Hill Giant", zone="battlefield")  # a 3/3 survives as a 1/1
