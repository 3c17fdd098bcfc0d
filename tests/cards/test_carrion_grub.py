"""Carrion Grub, compiled from its Oracle text: 'Carrion Grub gets +X/+0, where X is the greatest power
among creature cards in your graveyard. / When Carrion Grub enters the battlefield, mill four cards.'"""

from __future__ import annotations

from support import board, pt

GRUB = "Carrion Grub"


def test_carrion_grub_counts_the_greatest_power_in_your_graveyard_continuously() -> None:
    game = board({"battlefield": [GRUB], "graveyard": ["Grizzly Bears", "Serra Angel", "Shock"]},
                 {"graveyard": ["Colossal Dreadmaw"]})
    grub = game.find(GRUB)
    assert pt(game, grub) == (4, 5)  # Serra Angel's 4, not the opponent's Dreadmaw (6)


def test_carrion_grub_first_ability_applies_only_on_the_battlefield() -> None:
    """Ruling: "Carrion Grub's first ability applies only while it is on the battlefield. In all other zones,
    its power is 0." """
    game = board({"graveyard": [GRUB, "Serra Angel"]})
    assert pt(game, game.find(GRUB, zone="graveyard")) == (0, 5)


def test_carrion_grub_with_no_creature_cards_in_graveyard_gets_nothing() -> None:
    game = board({"battlefield": [GRUB], "graveyard": ["Shock"]})
    assert pt(game, game.find(GRUB)) == (0, 5)
