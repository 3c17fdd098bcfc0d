"""CR 702.11d: 'hexproof from [quality]': the permanent can't be the target of [quality] spells or of
abilities from [quality] sources its controller's opponents control; other spells can target it."""

from __future__ import annotations

from support import board, target_options


def test_702_11d_sporeweb_weaver_cant_be_targeted_by_an_opponents_blue_spell():
    """Sporeweb Weaver: 'Reach, hexproof from blue'."""
    game = board({"battlefield": ["Island"], "hand": ["Unsummon"]}, {"battlefield": ["Sporeweb Weaver",
                                                                                 "Grizzly Bears"]})
    options = target_options(game, "Unsummon")
    assert game.find("Sporeweb Weaver") not in options and game.find("Grizzly Bears") in options


def test_702_11d_sporeweb_weaver_can_be_targeted_by_a_red_spell():
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Sporeweb Weaver"]})
    assert game.find("Sporeweb Weaver") in target_options(game, "Shock")


def test_702_11d_its_controller_can_target_it_with_a_blue_spell():
    game = board({"battlefield": ["Island", "Sporeweb Weaver"], "hand": ["Unsummon"]})
    assert game.find("Sporeweb Weaver") in target_options(game, "Unsummon")
