"""Malicious Malfunction, compiled from its Oracle text: 'Creatures your opponents control get -2/-2 until end of
turn. If a creature would die this turn, exile it instead.' (614.1a, 611.2a; mechanics/exile_instead)."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

use_compiled("Malicious Malfunction")


def _cast_malfunction():
    game = board({"hand": ["Malicious Malfunction", "Lightning Bolt"],
                  "battlefield": ["Swamp", "Swamp", "Swamp", "Mountain", "Hill Giant"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Malicious Malfunction")
    pass_both(game)
    return game


def test_the_creatures_that_die_of_it_are_exiled() -> None:
    game = _cast_malfunction()
    assert "Grizzly Bears" in names(game, "exile", 1) and "Grizzly Bears" not in names(game, "graveyard", 1)


def test_any_creature_that_would_die_later_this_turn_is_exiled_too() -> None:
    """611.2c locks in only what changes characteristics or control: the replacement effect applies to every
    creature that would die this turn, here one of the caster's own, dealt lethal damage afterwards."""
    game = _cast_malfunction()
    cast(game, "Lightning Bolt", game.find("Hill Giant"))
    pass_both(game)
    assert "Hill Giant" in names(game, "exile", 0) and "Hill Giant" not in names(game, "graveyard", 0)
