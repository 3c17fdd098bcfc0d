"""Crackling Doom, compiled from its Oracle text: 'Crackling Doom deals 2 damage to each opponent. Each opponent
sacrifices a creature with the greatest power among creatures that player controls.' (701.21a; also Soul
Shatter's 'highest mana value')"""

from __future__ import annotations

from support import battlefield_names, board, cast, life, names, pass_both, use_compiled

use_compiled("Crackling Doom", "Soul Shatter")

MANA = [{"card": "Plateau", "count": 2}, "Swamp"]


def test_701_21a_the_creature_with_the_greatest_power_is_sacrificed() -> None:
    game = board({"hand": ["Crackling Doom"], "battlefield": MANA},
                 {"battlefield": ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]})
    cast(game, "Crackling Doom")
    pass_both(game)
    assert life(game, 1) == 18
    assert "Hill Giant" in names(game, "graveyard", 1)
    assert sorted(battlefield_names(game, 1)) == ["Grizzly Bears", "Llanowar Elves"]


def test_ruling_tied_creatures_their_controller_chooses() -> None:
    """Ruling (2014-09-20): 'If a player controls two or more creatures tied for the greatest power among
    creatures they control, that player chooses one of them to sacrifice.'"""
    game = board({"hand": ["Crackling Doom"], "battlefield": MANA},
                 {"battlefield": ["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"]})
    cast(game, "Crackling Doom")
    pass_both(game)
    q = game.pending
    assert q.player == 1 and q.kind == "choose" and len(q.options) == 2
    game.apply(f"choose {q.options[0]}", "P2")
    assert sorted(battlefield_names(game, 1)) == ["Grizzly Bears", "Llanowar Elves"]


def test_soul_shatter_the_highest_mana_value_among_creatures_and_planeswalkers() -> None:
    game = board({"hand": ["Soul Shatter"], "battlefield": [{"card": "Swamp", "count": 3}]},
                 {"battlefield": ["Grizzly Bears", "Jace Beleren", "Llanowar Elves"]})
    cast(game, "Soul Shatter")
    pass_both(game)
    assert "Jace Beleren" in names(game, "graveyard", 1)
