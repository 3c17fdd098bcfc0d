"""Allosaurus Shepherd: "Allosaurus Shepherd can't be countered. Green spells you control can't be countered.
{4}{G}{G}: Until end of turn, each Elf creature you control has base power and toughness 5/5 and becomes a
Dinosaur in addition to its other creature types." """

from __future__ import annotations

from support import activate, basics, board, cast, pass_both, pass_until, pt, use_compiled

use_compiled("Allosaurus Shepherd", "Llanowar Elves", "Grizzly Bears", "Giant Growth")
SHEPHERD = "Allosaurus Shepherd"


def _activated() -> tuple:
    game = board({"battlefield": [SHEPHERD, "Llanowar Elves", "Grizzly Bears", *basics(Forest=9)],
                  "hand": ["Giant Growth"]})
    return game, game.find(SHEPHERD), game.find("Llanowar Elves"), game.find("Grizzly Bears")


def test_each_elf_becomes_a_5_5_dinosaur_until_end_of_turn() -> None:
    """205.1b: the Elves keep their other creature types; layer 7b sets base 5/5 (613.4b); 514.2 ends both."""
    game, shepherd, elves, bears = _activated()
    activate(game, shepherd, 1)
    pass_both(game)
    for elf in (shepherd, elves):
        assert pt(game, elf) == (5, 5)
        assert {"Dinosaur", "Elf"} <= set(game.chars(elf).subtypes)
    assert pt(game, bears) == (2, 2) and "Dinosaur" not in game.chars(bears).subtypes
    turn = game.state.turn
    pass_until(game, "upkeep", turn + 1)
    assert pt(game, elves) == (1, 1) and "Dinosaur" not in game.chars(elves).subtypes


def test_ruling_later_modifications_still_apply() -> None:
    """Ruling (2020-06-23): "Effects that modify an affected creature's power or toughness without setting it will
    apply no matter when they started to take effect. ..." """
    game, shepherd, elves, _ = _activated()
    cast(game, game.find("Giant Growth"), elves)
    pass_both(game)
    assert pt(game, elves) == (4, 4)
    activate(game, shepherd, 1)
    pass_both(game)
    assert pt(game, elves) == (8, 8)  # base 5/5, then +3/+3


def test_ruling_they_dont_lose_abilities() -> None:
    """Ruling (2020-06-23): "The affected creatures don't lose any abilities when they become Dinosaurs." """
    game, shepherd, elves, _ = _activated()
    activate(game, shepherd, 1)
    pass_both(game)
    assert game.chars(elves).abilities  # Llanowar Elves keeps its mana ability
