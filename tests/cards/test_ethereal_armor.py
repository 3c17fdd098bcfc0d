"""Ethereal Armor: "Enchant creature / Enchanted creature gets +1/+1 for each enchantment you control and has
first strike." (613.4c: counted as the layers apply)"""

from __future__ import annotations

from support import board, pt, use_compiled

use_compiled("Ethereal Armor")

ARMOR = "Ethereal Armor"


def test_ruling_counts_itself_and_auras_on_opponents_permanents() -> None:
    """Ruling (2021-03-19): "Ethereal Armor counts each enchantment you control, including itself and any
    Auras you control that are attached to an opponent or to permanents controlled by an opponent." """
    game = board({"battlefield": ["Grizzly Bears", {"card": ARMOR, "attached_to": "Grizzly Bears"},
                                  {"card": "Pacifism", "attached_to": "Savannah Lions"}]},
                 {"battlefield": ["Savannah Lions"]})
    bears = game.find("Grizzly Bears")
    assert pt(game, bears) == (4, 4)  # itself and the Pacifism on P2's Lions
    assert "first strike" in game.chars(bears).keywords


def test_an_opponents_enchantment_doesnt_count() -> None:
    game = board({"battlefield": ["Grizzly Bears", {"card": ARMOR, "attached_to": "Grizzly Bears"}]},
                 {"battlefield": ["Savannah Lions", {"card": "Pacifism", "attached_to": "Savannah Lions"}]})
    assert pt(game, game.find("Grizzly Bears")) == (3, 3)
