"""'Each player exiles all [type] cards from their graveyard, then sacrifices all [type]s they control, then puts
all cards they exiled this way onto the battlefield.' (Living Death, Living End, Scrap Mastery; 701.13a exile,
701.21a sacrifice, 608.2c in the order written; mechanics/exile_sacrifice_return)."""

from __future__ import annotations

from support import battlefield_names, board, cast, resolve_stack, use_compiled, zone_names

use_compiled("Living Death", "Scrap Mastery")


def test_cr_608_2c_living_death_swaps_graveyard_and_battlefield_creatures() -> None:
    game = board({"battlefield": ["Swamp"] * 5 + ["Grizzly Bears"], "hand": ["Living Death"],
                  "graveyard": ["Serra Angel", "Lightning Bolt"]},
                 {"battlefield": ["Colossal Dreadmaw"], "graveyard": ["Llanowar Elves"]})
    cast(game, "Living Death")
    resolve_stack(game)
    assert battlefield_names(game, 0) == ["Serra Angel"] + ["Swamp"] * 5
    assert battlefield_names(game, 1) == ["Llanowar Elves"]
    assert sorted(zone_names(game, "graveyard", 0)) == ["Grizzly Bears", "Lightning Bolt", "Living Death"]
    assert zone_names(game, "graveyard", 1) == ["Colossal Dreadmaw"]
    assert zone_names(game, "exile", 0) == [] and zone_names(game, "exile", 1) == []


def test_cr_701_21a_the_sacrificed_creatures_dont_come_back() -> None:
    """The creatures sacrificed in the second step are not 'cards they exiled this way' (400.7)."""
    game = board({"battlefield": ["Swamp"] * 5 + ["Grizzly Bears"], "hand": ["Living Death"]})
    cast(game, "Living Death")
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "graveyard", 0)
    assert "Grizzly Bears" not in battlefield_names(game, 0)


def test_scrap_mastery_reads_artifacts() -> None:
    game = board({"battlefield": ["Mountain"] * 5 + ["Sol Ring"], "hand": ["Scrap Mastery"],
                  "graveyard": ["Mind Stone", "Grizzly Bears"]})
    cast(game, "Scrap Mastery")
    resolve_stack(game)
    assert "Mind Stone" in battlefield_names(game, 0)
    assert "Sol Ring" in zone_names(game, "graveyard", 0)
    assert "Grizzly Bears" in zone_names(game, "graveyard", 0)
