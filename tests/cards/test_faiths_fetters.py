"""Faith's Fetters and Arrest, compiled from their Oracle text. Faith's Fetters: 'Enchant permanent / When
Faith's Fetters enters the battlefield, you gain 4 life. / Enchanted permanent can't attack or block, and
its activated abilities can't be activated unless they're mana abilities.' Arrest: 'Enchant creature /
Enchanted creature can't attack or block, and its activated abilities can't be activated.' (602.5)"""

from __future__ import annotations

from support import board, can_activate, cast, lands, life, pass_both

FETTERS = "Faith's Fetters"


def test_faiths_fetters_stops_activated_abilities_but_not_mana_abilities() -> None:
    """Ruling: "Faith's Fetters doesn't stop static abilities, triggered abilities, or mana abilities from
    working. A mana ability is an ability that produces mana, not an ability that costs mana." """
    game = board({"hand": [FETTERS], "battlefield": [lands("Plains", 4)]},
                 {"battlefield": ["Prodigal Pyromancer", "Llanowar Elves"]})
    pyro = game.find("Prodigal Pyromancer")
    cast(game, FETTERS, pyro)
    pass_both(game)  # Fetters resolves
    pass_both(game)  # its enters trigger resolves
    assert life(game, 0) == 24
    game2 = board({"hand": [FETTERS], "battlefield": [lands("Plains", 4)]},
                  {"battlefield": ["Prodigal Pyromancer", "Llanowar Elves"]})
    cast(game2, FETTERS, game2.find("Llanowar Elves"))
    pass_both(game2)
    pass_both(game2)
    game.apply("pass")
    game2.apply("pass")
    assert game.pending.player == 1 and not can_activate(game, pyro)  # '{T}: 1 damage to any target'
    assert can_activate(game2, game2.find("Llanowar Elves"))  # a mana ability still works


def test_arrest_stops_mana_abilities_too() -> None:
    game = board({"hand": ["Arrest"], "battlefield": [lands("Plains", 3)]},
                 {"battlefield": ["Llanowar Elves"]})
    elves = game.find("Llanowar Elves")
    cast(game, "Arrest", elves)
    pass_both(game)
    game.apply("pass")
    assert game.pending.player == 1 and not can_activate(game, elves)
