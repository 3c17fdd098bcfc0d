"""Self-Inflicted Wound: "Target opponent sacrifices a green or white creature. If that player does, they lose 2
life." (701.21a; 608.2c: the life loss happens only if a creature was sacrificed)"""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled
from support.reading import battlefield_names, life

use_compiled("Self-Inflicted Wound")


def test_the_opponent_sacrifices_a_green_or_white_creature_and_loses_2_life() -> None:
    game = board({"hand": ["Self-Inflicted Wound"], "battlefield": [{"card": "Swamp", "count": 2}]},
                 {"battlefield": ["Grizzly Bears", "Goblin Piker"]})
    cast(game, "Self-Inflicted Wound", "P2")
    pass_both(game)
    assert battlefield_names(game, 1) == ["Goblin Piker"]  # the only green or white creature went
    assert life(game, 1) == 18


def test_with_no_green_or_white_creature_nothing_is_sacrificed_and_no_life_is_lost() -> None:
    game = board({"hand": ["Self-Inflicted Wound"], "battlefield": [{"card": "Swamp", "count": 2}]},
                 {"battlefield": ["Goblin Piker"]})
    cast(game, "Self-Inflicted Wound", "P2")
    pass_both(game)
    assert battlefield_names(game, 1) == ["Goblin Piker"]
    assert life(game, 1) == 20
