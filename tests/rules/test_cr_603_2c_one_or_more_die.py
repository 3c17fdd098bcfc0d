"""603.2c: 'An ability may trigger on one or more occurrences of an event': 'Whenever one or more nontoken
creatures die' (Ghoulish Procession) triggers once for creatures that die at the same time; a creature of the
group that doesn't match the description (a token) doesn't count; 'This ability triggers only once each turn.'
(603.2h) limits it further."""

from __future__ import annotations

from support import board, cast, resolve_stack, use_compiled, zone_names

use_compiled("Ghoulish Procession", "Morbid Opportunist")


def test_603_2c_creatures_dying_together_trigger_it_once() -> None:
    game = board({"battlefield": ["Ghoulish Procession", "Mountain", "Mountain"], "hand": ["Pyroclasm"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]})
    cast(game, "Pyroclasm")
    game.apply("pass")
    game.apply("pass")
    assert len(game.state.stack) == 1  # one trigger for three creatures
    resolve_stack(game)
    assert zone_names(game, "battlefield", 0).count("Zombie Token") == 1


def test_603_2c_only_matching_creatures_count() -> None:
    """Only tokens die: 'nontoken creatures' don't, so nothing triggers."""
    game = board({"battlefield": ["Ghoulish Procession", "Mountain", "Mountain"], "hand": ["Pyroclasm"]},
                 {"battlefield": [{"card": "Grizzly Bears", "token": True}]})
    cast(game, "Pyroclasm")
    game.apply("pass")
    game.apply("pass")
    assert not game.state.stack


def test_603_2c_other_creatures_dying_with_the_source_trigger_it_once() -> None:
    """Morbid Opportunist: 'Whenever one or more other creatures die, draw a card.' It dies with two others
    (603.10a: it looks back in time): one card."""
    game = board({"battlefield": ["Morbid Opportunist", "Mountain", "Mountain"], "hand": ["Pyroclasm"],
                  "library": ["Island", "Island", "Island"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    cast(game, "Pyroclasm")
    resolve_stack(game)
    assert zone_names(game, "hand", 0) == ["Island"]
