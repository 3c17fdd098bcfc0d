"""Pyroblast and Ancient Stirrings, compiled from their Oracle text, and their rulings in games.

Pyroblast: Choose one — • Counter target spell if it's blue. • Destroy target permanent if it's blue.
Ancient Stirrings: Look at the top five cards of your library. You may reveal a colorless card from among them
and put it into your hand. Then put the rest on the bottom of your library in any order."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

use_compiled("Pyroblast", "Ancient Stirrings")


def test_ruling_pyroblast_targets_any_permanent_and_checks_the_color_on_resolution() -> None:
    """Ruling: "Pyroblast can target any spell or permanent, not just a blue one. It checks the color of the
    target only on resolution.\""""
    game = board({"hand": ["Pyroblast", "Pyroblast"], "battlefield": [{"card": "Mountain", "count": 2}]},
                 {"battlefield": ["Grizzly Bears", "Prodigal Sorcerer"]})
    cast(game, game.find("Pyroblast"), game.find("Grizzly Bears"), mode=2)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="battlefield")  # green: not destroyed
    cast(game, game.find("Pyroblast", zone="hand"), game.find("Prodigal Sorcerer"), mode=2)
    pass_both(game)
    assert game.find("Prodigal Sorcerer", zone="graveyard")  # blue: destroyed


def test_ruling_ancient_stirrings_lands_are_colorless() -> None:
    """Ruling: "Objects with no mana cost, including lands that could produce colored mana, are colorless by
    default." A land and an artifact can be chosen; a green creature can't."""
    game = board({"hand": ["Ancient Stirrings"], "battlefield": ["Forest"],
                  "library": ["Forest", "Grizzly Bears", "Ornithopter", "Shock", "Island", "Swamp"]})
    cast(game, game.find("Ancient Stirrings"))
    pass_both(game)
    names = sorted(game.state.objects[o].card for o in game.pending.options)
    assert names == ["Forest", "Island", "Ornithopter"]
