"""Oko, Thief of Crowns, compiled from its Oracle text and played: its +1, 'Target artifact or creature loses all
abilities and becomes a green Elk creature with base power and toughness 3/3.' (205.1a: a creature and nothing
else, its creature types and colors replaced, layers 4 and 5; its abilities gone, layer 6; base 3/3, layer 7b;
611.2a: for good)."""

from __future__ import annotations

from support import activate, board, pass_both, pass_until

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

OKO = "Oko, Thief of Crowns"


def _elk(target: str) -> tuple:  # type: ignore[type-arg]
    game = board({"battlefield": [OKO]}, {"battlefield": [target]})
    activate(game, game.find(OKO), 2, game.find(target))
    pass_both(game)
    return game, game.find(target)


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(OKO)).ok


def test_ruling_it_is_just_a_green_elk_and_loses_other_card_types() -> None:
    """Ruling (2019-10-04): "Oko's second ability overwrites all colors and creature types the affected creature
    has. It's just a green Elk. The creature keeps any supertypes (such as legendary) it has, but loses any other
    card types it has (such as artifact).\""""
    game, thopter = _elk("Ornithopter")
    c = game.chars(thopter)
    assert set(c.types) == {"Creature"} and set(c.subtypes) == {"Elk"} and set(c.colors) == {"G"}
    assert (c.power, c.toughness) == (3, 3)
    assert "flying" not in c.keywords


def test_ruling_a_legendary_artifact_stays_legendary_and_becomes_a_creature() -> None:
    """The same ruling: "The creature keeps any supertypes (such as legendary) it has"; a noncreature artifact
    (Mox Opal, legendary) becomes a 3/3 Elk creature with no mana ability."""
    game, mox = _elk("Mox Opal")
    c = game.chars(mox)
    assert set(c.types) == {"Creature"} and "Legendary" in c.supertypes and set(c.subtypes) == {"Elk"}
    assert (c.power, c.toughness) == (3, 3) and not c.activated


def test_ruling_the_effect_lasts_indefinitely() -> None:
    """Ruling (2019-10-04): "The effects of Oko's second ability lasts indefinitely. It doesn't expire during the
    cleanup step or if you or Oko leave the game." """
    game, angel = _elk("Serra Angel")
    pass_until(game, "upkeep", 4)
    c = game.chars(angel)
    assert set(c.subtypes) == {"Elk"} and (c.power, c.toughness) == (3, 3) and "flying" not in c.keywords
