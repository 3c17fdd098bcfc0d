"""Blizzard Brawl: its rulings, checked in a game.

Oracle text: Choose target creature you control and target creature you don't control. If you control three
or more snow permanents, the creature you control gets +1/+0 and gains indestructible until end of turn. Then
those creatures fight each other. (Each deals damage equal to its power to the other.)"""

from __future__ import annotations

from support import board, cast, castable, lands, names, pass_both

BRAWL = "Blizzard Brawl"


def test_cant_be_cast_without_both_targets() -> None:
    """Ruling (2021-02-05): "You can't cast Blizzard Brawl unless you choose both a creature you control and
    one you don't control as targets." """
    game = board({"battlefield": [lands("Forest", 1), "Grizzly Bears"], "hand": [BRAWL]})
    assert not castable(game, BRAWL)
    game = board({"battlefield": [lands("Forest", 1), "Grizzly Bears"], "hand": [BRAWL]},
                 {"battlefield": ["Hill Giant"]})
    assert castable(game, BRAWL)


def test_without_three_snow_permanents_it_still_fights() -> None:
    """Ruling (2021-02-05): "Check whether you control three or more snow permanents as Blizzard Brawl is
    resolving to see if the target creature you control gets +1/+0 and gains indestructible. That creature
    will still fight even if it doesn't get those bonuses." """
    game = board({"battlefield": [lands("Forest", 3), "Grizzly Bears"], "hand": [BRAWL]},
                 {"battlefield": ["Hill Giant"]})
    cast(game, BRAWL, game.find("Grizzly Bears"), game.find("Hill Giant"))
    pass_both(game)
    assert "Grizzly Bears" in names(game, "graveyard")
    giant = game.find("Hill Giant")
    assert game.state.objects[giant].damage == 2


def test_with_three_snow_permanents_it_gets_the_bonuses() -> None:
    """Oracle: "the creature you control gets +1/+0 and gains indestructible until end of turn"."""
    game = board({"battlefield": [lands("Snow-Covered Forest", 3), "Grizzly Bears"], "hand": [BRAWL]},
                 {"battlefield": ["Hill Giant"]})
    cast(game, BRAWL, game.find("Grizzly Bears"), game.find("Hill Giant"))
    pass_both(game)
    assert "Hill Giant" in names(game, "graveyard", 1)
    assert "Grizzly Bears" in names(game, "battlefield")


def test_if_either_target_is_illegal_neither_fights() -> None:
    """Ruling (2021-02-05): "If either target is an illegal target as Blizzard Brawl tries to resolve, neither
    creature will fight and no damage will be dealt." """
    game = board({"battlefield": [lands("Forest", 1), "Grizzly Bears"], "hand": [BRAWL]},
                 {"battlefield": ["Hill Giant", lands("Mountain", 1)], "hand": ["Shock"]})
    cast(game, BRAWL, game.find("Grizzly Bears"), game.find("Hill Giant"))
    game.apply("pass")
    cast(game, "Shock", game.find("Grizzly Bears"))
    pass_both(game)  # the Shock kills the Bears
    pass_both(game)  # Blizzard Brawl resolves
    giant = game.find("Hill Giant")
    assert game.state.objects[giant].damage == 0
    assert not any("701.14a" in line for line in game.log())
