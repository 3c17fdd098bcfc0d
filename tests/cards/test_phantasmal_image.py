"""Phantasmal Image: "You may have Phantasmal Image enter the battlefield as a copy of any creature on the
battlefield, except it's an Illusion in addition to its other types and it has "When this creature becomes the
target of a spell or ability, sacrifice it."" (707.5, 614.12: the choice as it enters; 707.9a-b: the exceptions
are copiable values; 603.2, 115.1: becoming a target.) Its rulings, quoted from the card database."""

from __future__ import annotations

from support import basics, board, cast, cast_with, names, resolve_stack, resolve_top, use_compiled

from lithoform import Game

use_compiled("Phantasmal Image", "Clone", "Shock", "Elvish Visionary")

IMAGE = "Phantasmal Image"


def _image_copying(game: Game, name: str) -> int:
    cast_with(game, IMAGE, "Island", 2)
    resolve_top(game)
    assert game.pending.kind == "choose"  # 614.12: chosen as it enters, among creatures already there
    game.apply(f"choose {game.find(name)}")
    resolve_stack(game)
    return next(i for i in game.state.battlefield if game.state.objects[i].card == IMAGE)


def test_707_9b_it_is_the_copied_creature_and_an_illusion() -> None:
    game = board({"battlefield": [*basics(Island=2)], "hand": [IMAGE]}, {"battlefield": ["Grizzly Bears"]})
    image = _image_copying(game, "Grizzly Bears")
    c = game.chars(image)
    assert c.name == "Grizzly Bears" and (c.power, c.toughness) == (2, 2)
    assert {"Bear", "Illusion"} <= set(c.subtypes)


def test_603_2_it_is_sacrificed_when_it_becomes_the_target_of_a_spell() -> None:
    """The granted trigger: targeted by the opponent's Shock, the Image is sacrificed before Shock resolves (Shock
    then has no legal target, 608.2b)."""
    game = board({"battlefield": [*basics(Island=2)], "hand": [IMAGE]},
                 {"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Shock"]})
    image = _image_copying(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, "Shock", image)
    resolve_stack(game)
    assert IMAGE in names(game, "graveyard", 0)
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_ruling_the_illusion_type_and_the_trigger_are_copiable_values() -> None:
    """Ruling (2017-03-14): "The Illusion creature type and the triggered ability that Phantasmal Image gains as
    part of its copy effect are both copiable values that other effects may copy." and "If the chosen creature is
    copying something else (for example, if the chosen creature is another Phantasmal Image), then Phantasmal
    Image enters the battlefield as whatever the chosen creature copied." A Clone copying the Image is a Grizzly
    Bears Illusion, and it too is sacrificed when targeted."""
    game = board({"battlefield": [*basics(Island=6)], "hand": [IMAGE, "Clone"]},
                 {"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Shock"]})
    image = _image_copying(game, "Grizzly Bears")
    cast_with(game, "Clone", "Island", 4)
    resolve_top(game)
    game.apply(f"choose {image}")
    resolve_stack(game)
    clone = next(i for i in game.state.battlefield if game.state.objects[i].card == "Clone")
    assert game.chars(clone).name == "Grizzly Bears" and "Illusion" in game.chars(clone).subtypes
    game.apply("pass")
    cast(game, "Shock", clone)
    resolve_stack(game)
    assert "Clone" in names(game, "graveyard", 0)


def test_ruling_enters_the_battlefield_abilities_of_the_copied_creature_trigger() -> None:
    """Ruling (2017-03-14): "Any enters-the-battlefield abilities of the copied creature will trigger when
    Phantasmal Image enters the battlefield." A copy of Elvish Visionary draws a card."""
    game = board({"battlefield": [*basics(Island=2), "Elvish Visionary"], "hand": [IMAGE],
                  "library": ["Island", "Island"]})
    _image_copying(game, "Elvish Visionary")
    assert "Island" in names(game, "hand", 0)


def test_ruling_it_may_copy_nothing_and_dies_as_a_0_0() -> None:
    """'You may': choosing nothing, it enters as a 0/0 Illusion and is put into the graveyard (704.5f)."""
    game = board({"battlefield": [*basics(Island=2)], "hand": [IMAGE]}, {"battlefield": ["Grizzly Bears"]})
    cast_with(game, IMAGE, "Island", 2)
    resolve_top(game)
    game.apply("choose")
    resolve_stack(game)
    assert IMAGE in names(game, "graveyard", 0)
