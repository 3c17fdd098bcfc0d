"""Bravado, Vampirism and Ancestral Mask: an Aura's 'other' (109.2) is other than the enchanted creature when the
Aura itself can't be what the word describes ('each other creature' on a noncreature Aura), and other than the
Aura itself when it can ('each other enchantment')."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Bravado", "Vampirism", "Ancestral Mask")


def test_bravado_counts_each_other_creature_you_control_continuously() -> None:
    """Ruling: "The bonus is continuously calculated." Bravado: "Enchanted creature gets +1/+1 for each other
    creature you control." The enchanted creature doesn't count itself."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "A"}, "Llanowar Elves",
                                  {"card": "Bravado", "attached_to": "A"}]})
    bears = game.find("Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)


def test_vampirism_other_creatures_excludes_the_enchanted_creature() -> None:
    """Vampirism: "Enchanted creature gets +1/+1 for each other creature you control. Other creatures you control
    get -1/-1." The enchanted creature gets the bonus only; the others shrink (the Elves die, 704.5f)."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "A"}, "Llanowar Elves", "Serra Angel",
                                  {"card": "Vampirism", "attached_to": "A"}]})
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)  # +1/+1 for the Angel
    assert (game.chars(angel).power, game.chars(angel).toughness) == (3, 3)
    assert game.find("Llanowar Elves", zone="graveyard")


def test_ancestral_mask_other_enchantments_excludes_the_mask_itself() -> None:
    """Ancestral Mask: "Enchanted creature gets +2/+2 for each other enchantment on the battlefield." With one
    other enchantment (Glorious Anthem, +1/+1 too): 2/2 + 2/2 + 1/1."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "A"}, "Glorious Anthem",
                                  {"card": "Ancestral Mask", "attached_to": "A"}]})
    bears = game.find("Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (5, 5)
