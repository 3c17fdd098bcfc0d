"""'Shuffle ~ into its owner's library' (mechanics/shuffle_into_library; 608.2n's exception, 401.4, 701.24a):
Green Sun's Zenith, Beacon of Destruction, and Alabaster Dragon's 'When ~ dies, shuffle it into its owner's
library.'"""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

use_compiled("Green Sun's Zenith", "Beacon of Destruction", "Alabaster Dragon")

ZENITH = "Green Sun's Zenith"


def test_green_suns_zenith_finds_a_creature_and_shuffles_itself_into_the_library() -> None:
    game = board({"battlefield": [{"card": "Forest", "count": 3}], "hand": [ZENITH],
                  "library": ["Grizzly Bears", "Island", "Island"]})
    cast(game, ZENITH, x=2)
    pass_both(game)
    game.apply(f"choose {game.find('Grizzly Bears', zone='library')}")  # the green creature card (701.23a)
    assert "Grizzly Bears" in names(game, "battlefield")
    assert ZENITH not in names(game, "graveyard")
    assert ZENITH in names(game, "library")
    assert len(names(game, "library")) == 3


def test_green_suns_zenith_countered_goes_to_the_graveyard() -> None:
    """Ruling: 'If Green Sun's Zenith is countered, none of its effects will happen. Notably, it will be put
    into its owner's graveyard rather than shuffled into its owner's library.'"""
    game = board({"battlefield": [{"card": "Forest", "count": 3}], "hand": [ZENITH],
                  "library": ["Grizzly Bears"]},
                 {"battlefield": [{"card": "Island", "count": 2}], "hand": ["Counterspell"]})
    cast(game, ZENITH, x=2)
    game.apply("pass")
    cast(game, "Counterspell", game.state.stack[-1])
    pass_both(game)
    assert ZENITH in names(game, "graveyard")
    assert "Grizzly Bears" in names(game, "library")


def test_beacon_of_destruction_deals_5_damage_and_is_shuffled_into_the_library() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 5}], "hand": ["Beacon of Destruction"],
                  "library": ["Island"]}, {"battlefield": ["Craw Wurm"]})
    cast(game, "Beacon of Destruction", game.find("Craw Wurm"))
    pass_both(game)
    assert "Craw Wurm" in names(game, "graveyard", 1)
    assert "Beacon of Destruction" in names(game, "library")
    assert "Beacon of Destruction" not in names(game, "graveyard")


def test_alabaster_dragon_dies_and_is_shuffled_into_its_owners_library() -> None:
    game = board({"battlefield": ["Alabaster Dragon", {"card": "Mountain", "count": 5}],
                  "hand": ["Beacon of Destruction"], "library": ["Island"]})
    cast(game, "Beacon of Destruction", game.find("Alabaster Dragon"))
    pass_both(game)  # the Beacon resolves: the Dragon dies, its trigger goes on the stack
    pass_both(game)  # the trigger resolves
    assert "Alabaster Dragon" not in names(game, "graveyard")
    assert "Alabaster Dragon" in names(game, "library")
