"""Glacial Chasm: "Cumulative upkeep—Pay 2 life. ... When Glacial Chasm enters the battlefield, sacrifice a land.
Creatures you control can't attack. Prevent all damage that would be dealt to you." (702.24a: an age counter, then
the cost once for each age counter; 119.4: life can be paid only up to the life total.)"""

from __future__ import annotations

from support import P1, battlefield_names, board, counters, life, use_compiled

use_compiled("Glacial Chasm")
CHASM = "Glacial Chasm"


def _upkeep(life_total: int, answer: str) -> object:
    """At untap: the cumulative upkeep trigger is on the stack as the upkeep begins (702.24a)."""
    game = board({"battlefield": [{"card": CHASM, "counters": {"age": 1}}], "life": life_total}, step="untap")
    game.apply("pass")
    game.apply("pass")
    if game.pending.kind == "may":
        game.apply(answer)
    return game


def test_702_24a_pays_2_life_for_each_age_counter() -> None:
    game = _upkeep(20, "yes")
    assert life(game, P1) == 16  # two age counters: 4 life
    assert counters(game, game.find(CHASM), "age") == 2


def test_702_24a_declined_it_is_sacrificed() -> None:
    game = _upkeep(20, "no")
    assert CHASM not in battlefield_names(game) and life(game, P1) == 20


def test_119_4_not_enough_life_it_is_sacrificed() -> None:
    game = _upkeep(3, "yes")
    assert CHASM not in battlefield_names(game) and life(game, P1) == 3
