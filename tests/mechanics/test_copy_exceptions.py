"""707.9b: 'You may have ~ enter as a copy of any creature on the battlefield, except it's a Ninja in addition to its
other creature types.' The exception becomes part of the copy's copiable values (mechanics/copy_exceptions)."""

from __future__ import annotations

from support import basics, board, cast_with, resolve_top, use_compiled

use_compiled("Sakashima's Student", "Copy Artifact")


def _entered_as_copy(card: str, land: str, n: int, original: str) -> tuple:  # type: ignore[type-arg]
    game = board({"battlefield": [original, *basics(**{land: n})], "hand": [card]})
    cast_with(game, card, land, n)
    resolve_top(game)
    assert game.pending.kind == "choose"
    game.apply(f"choose {game.find(original)}")
    copy = next(i for i in game.state.battlefield if game.state.objects[i].card == card)
    return game, copy


def test_707_9b_sakashimas_student_is_a_ninja_in_addition_to_its_other_types() -> None:
    """Ruling: 'Sakashima's Student copies exactly what was printed on the original creature ... and it is a
    Ninja in addition to its other types.'"""
    game, copy = _entered_as_copy("Sakashima's Student", "Island", 4, "Grizzly Bears")
    ch = game.chars(copy)
    assert ch.name == "Grizzly Bears"
    assert set(ch.subtypes) == {"Bear", "Ninja"}
    assert (ch.power, ch.toughness) == (2, 2)


def test_707_9b_copy_artifact_is_an_enchantment_in_addition_to_its_other_types() -> None:
    """'You may have Copy Artifact enter as a copy of any artifact on the battlefield, except it's an enchantment
    in addition to its other types.'"""
    game, copy = _entered_as_copy("Copy Artifact", "Island", 2, "Millstone")
    ch = game.chars(copy)
    assert ch.name == "Millstone"
    assert set(ch.types) == {"Artifact", "Enchantment"}
