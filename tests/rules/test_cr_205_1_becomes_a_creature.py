"""205.1a: "Some effects set an object's card type. In most such cases, the new card type(s) replaces any existing
card types." 205.1b: "... that state that something is 'still a [type]' ... all the object's prior card types,
supertypes, and subtypes are retained ... Some effects state that an object becomes a '[creature type or types]
artifact creature'; these effects also allow the object to retain all of its prior card types and subtypes other
than creature types, but replace any existing creature types." (mechanics/becomes_types)"""

from __future__ import annotations

from support import activate, board, resolve_stack, use_compiled

use_compiled("Avalanche Caller", "Snow-Covered Forest", "Chimeric Idol", "Sarkhan the Masterless")


def test_205_1b_still_a_land_avalanche_caller() -> None:
    """Avalanche Caller: '{2}: Target snow land you control becomes a 4/4 Elemental creature with hexproof and haste
    until end of turn. It's still a land.' The land is a 4/4 Elemental creature land, still a Forest."""
    game = board({"battlefield": ["Avalanche Caller", "Snow-Covered Forest", "Forest", "Forest"]})
    land = game.find("Snow-Covered Forest")
    activate(game, "Avalanche Caller", 1, land)
    resolve_stack(game)
    c = game.chars(land)
    assert {"Creature", "Land"} <= set(c.types)
    assert {"Elemental", "Forest"} <= set(c.subtypes) and "Snow" in c.supertypes
    assert (c.power, c.toughness) == (4, 4)
    assert {"hexproof", "haste"} <= set(c.keywords)


def test_205_1b_artifact_creature_keeps_its_other_types_chimeric_idol() -> None:
    """Chimeric Idol: '{0}: Tap all lands you control. Chimeric Idol becomes a 3/3 Turtle artifact creature until end
    of turn.' It is an artifact creature Turtle, 3/3, until end of turn."""
    game = board({"battlefield": ["Chimeric Idol"]})
    idol = game.find("Chimeric Idol")
    assert "Creature" not in game.chars(idol).types
    activate(game, idol, 1)
    resolve_stack(game)
    c = game.chars(idol)
    assert set(c.types) == {"Artifact", "Creature"} and "Turtle" in c.subtypes and (c.power, c.toughness) == (3, 3)


def test_205_1a_becomes_a_creature_and_nothing_else_sarkhan() -> None:
    """Sarkhan the Masterless: '+1: Until end of turn, each planeswalker you control becomes a 4/4 red Dragon
    creature and gains flying.' Ruling (2019-05-03): "each planeswalker you control (including Sarkhan) is no longer a
    planeswalker for the rest of the turn. They don't lose any loyalty counters or abilities\""""
    game = board({"battlefield": [{"card": "Sarkhan the Masterless", "counters": {"loyalty": 5}}]})
    sarkhan = game.find("Sarkhan the Masterless")
    activate(game, sarkhan, 1)
    resolve_stack(game)
    c = game.chars(sarkhan)
    assert set(c.types) == {"Creature"} and "Dragon" in c.subtypes and "Sarkhan" not in c.subtypes
    assert (c.power, c.toughness) == (4, 4) and "flying" in c.keywords and set(c.colors) == {"R"}
    assert game.state.objects[sarkhan].counter("loyalty") == 6
