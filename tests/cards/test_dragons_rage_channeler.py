"""Dragon's Rage Channeler, compiled from its Oracle text, in games.

Oracle text: Whenever you cast a noncreature spell, surveil 1. / Delirium — As long as there are four or more
card types among cards in your graveyard, Dragon's Rage Channeler gets +2/+2, has flying, and attacks each
combat if able."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Dragon's Rage Channeler")

DRC = "Dragon's Rage Channeler"


def test_delirium_gets_2_2_flying_and_must_attack() -> None:
    """613.4c, 613.1f, 508.1d: with four card types in the graveyard (land, instant, creature, sorcery)."""
    game = board({"battlefield": [DRC], "graveyard": ["Forest", "Shock", "Grizzly Bears", "Ponder"]})
    drc = game.find(DRC)
    c = game.chars(drc)
    assert (c.power, c.toughness) == (3, 3) and "flying" in c.keywords


def test_without_delirium_it_is_a_1_1() -> None:
    game = board({"battlefield": [DRC], "graveyard": ["Forest", "Shock", "Grizzly Bears"]})
    c = game.chars(game.find(DRC))
    assert (c.power, c.toughness) == (1, 1) and "flying" not in c.keywords
