"""CR 702.125a undaunted: 'Undaunted' means 'This spell costs {1} less to cast for each opponent you have.'
A counted reduction of the total cost's generic mana (601.2f, 118.7a). Played with compiled cards: Coastal
Breach ({6}{U} sorcery, return all nonland permanents to their owners' hands) and Curtains' Call ({5}{B}
instant, destroy two target creatures)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

use_compiled("Coastal Breach", "Curtains' Call")


def test_702_125a_one_opponent_takes_off_one_generic() -> None:
    """702.125a: in a two-player game Coastal Breach costs {5}{U}; six Islands pay it."""
    game = board({"hand": ["Coastal Breach"], "battlefield": [{"card": "Island", "count": 6}, "Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Coastal Breach')}")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {5}{U}"
    game.apply("autopay")
    pass_both(game)
    assert zone_names(game, "hand:0").count("Grizzly Bears") == 1
    assert zone_names(game, "hand:1").count("Grizzly Bears") == 1


def test_curtains_call_ruling_two_targets_still_needed() -> None:
    """Ruling (2016-11-08): 'You can't cast Curtains' Call without two creatures to target.' It costs
    {4}{B} with one opponent."""
    game = board({"hand": ["Curtains' Call"], "battlefield": [{"card": "Swamp", "count": 5}]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    cast(game, game.find("Curtains' Call"), game.find("Grizzly Bears"), game.find("Hill Giant"))
    pass_both(game)
    assert "Grizzly Bears" in zone_names(game, "graveyard:1") and "Hill Giant" in zone_names(game, "graveyard:1")
