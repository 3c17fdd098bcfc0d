"""CR 205.1a, 611.3a, 613.1d-f, 613.4b: an Aura whose static ability turns the creature it enchants into
something else while it's attached: 'Enchanted creature loses all abilities and is a blue Frog creature with base
power and toughness 1/1.' (Frogify: its card types, creature types and colors replaced, layers 4 and 5; its
abilities gone, layer 6; its base values set, layer 7b), '... is a Treefolk with base power and toughness 0/4 and
loses all abilities' (Lignify: its creature types replaced), '... loses all abilities and has base power and
toughness 1/1' (Kasmina's Transmutation), '... gets -2/-0 and loses all abilities' (Mystic Subdual, layer 7c)."""

from __future__ import annotations

from support import board

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _enchanted(aura: str, creature: str) -> tuple:  # type: ignore[type-arg]
    game = board({"battlefield": [{"card": creature, "label": "c"}, {"card": aura, "attached_to": "c"}]})
    return game, game.labels["c"]


def test_613_the_auras_compile() -> None:
    for name in ("Frogify", "Kenrith's Transformation", "Ichthyomorphosis", "Reprobation", "Lignify",
                 "Kasmina's Transmutation", "Mystic Subdual"):
        compiled = compile_card(get_card(name))
        assert compiled.card is not None, (name, compiled.unparsed)


def test_205_1a_frogify_makes_an_artifact_creature_just_a_blue_frog() -> None:
    """Ruling (Frogify, 2020-08-07): "Frogify overwrites all colors and creature types the enchanted creature has.
    It's just a blue Frog. The creature keeps any supertypes (such as legendary) it has, but loses any other card
    types it has (such as artifact).\""""
    game, thopter = _enchanted("Frogify", "Ornithopter")
    c = game.chars(thopter)
    assert set(c.types) == {"Creature"} and set(c.subtypes) == {"Frog"} and set(c.colors) == {"U"}
    assert (c.power, c.toughness) == (1, 1)
    assert "flying" not in c.keywords


def test_613_1f_lignify_keeps_it_a_creature_but_a_0_4_treefolk_with_no_abilities() -> None:
    """Ruling (Lignify, 2007-10-01): "Lignify causes the enchanted creature to lose all abilities it had at the
    time it became enchanted." Llanowar Elves loses its mana ability and its Elf Druid types."""
    game, elves = _enchanted("Lignify", "Llanowar Elves")
    c = game.chars(elves)
    assert "Creature" in c.types and set(c.subtypes) == {"Treefolk"}
    assert (c.power, c.toughness) == (0, 4)
    assert not c.activated


def test_613_4c_mystic_subdual_lowers_power_and_removes_abilities() -> None:
    """Mystic Subdual on Serra Angel (4/4, flying, vigilance): a 2/4 with neither keyword."""
    game, angel = _enchanted("Mystic Subdual", "Serra Angel")
    c = game.chars(angel)
    assert (c.power, c.toughness) == (2, 4)
    assert not {"flying", "vigilance"} & set(c.keywords)


def test_613_4b_kasminas_transmutation_sets_base_1_1() -> None:
    game, angel = _enchanted("Kasmina's Transmutation", "Serra Angel")
    c = game.chars(angel)
    assert (c.power, c.toughness) == (1, 1) and "flying" not in c.keywords
