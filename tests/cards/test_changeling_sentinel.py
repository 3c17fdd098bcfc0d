"""Changeling Sentinel (compiled from its Oracle text), played through the engine.

Oracle text: Changeling (This card is every creature type.) / Vigilance"""

from __future__ import annotations

from support import board, pt

SENTINEL = "Changeling Sentinel"


def test_it_is_every_creature_type_in_the_hand_too():
    """702.73a: changeling works everywhere, even outside the battlefield."""
    game = board({"hand": [SENTINEL]})
    subtypes = game.chars(game.find(SENTINEL)).subtypes
    assert {"Shapeshifter", "Goblin", "Elf", "Time Lord"} <= subtypes
    assert "Forest" not in subtypes  # creature types only (205.3m)


def test_goblin_king_pumps_it_and_gives_it_mountainwalk():
    """Goblin King: 'Other Goblins get +1/+1 and have mountainwalk.' The Sentinel is a Goblin."""
    game = board({"battlefield": [SENTINEL, "Goblin King"]})
    sentinel = game.find(SENTINEL)
    assert pt(game, sentinel) == (4, 3)
    assert "mountainwalk" in game.chars(sentinel).keywords
