"""Wayfaring Giant (compiled from its Oracle text), played through the engine.

Oracle text: Domain — Wayfaring Giant gets +1/+1 for each basic land type among lands you control. (1/3)"""

from __future__ import annotations

from support import board, pt, use_compiled

use_compiled("Wayfaring Giant", "Tundra", "Underground Sea")


def test_ruling_ten_forests_are_one_forest() -> None:
    """Ruling (2009-02-01): "How many lands you control of a particular basic land type is irrelevant to a
    domain ability, as long as that number is greater than zero. As far as domain is concerned, ten Forests
    is the same as one Forest." """
    game = board({"battlefield": ["Wayfaring Giant", *["Forest"] * 10]})
    assert pt(game, game.find("Wayfaring Giant")) == (2, 4)


def test_ruling_nonbasic_lands_with_basic_land_types_count() -> None:
    """Ruling (2009-02-01): "A number of nonbasic lands have basic land types. Domain abilities don't count
    the number of lands you control — they count the number of basic land types among lands you control,
    even if that means checking the same land twice." A Tundra (Plains Island) and an Underground Sea
    (Island Swamp): three types, Island counted once (305.6)."""
    game = board({"battlefield": ["Wayfaring Giant", "Tundra", "Underground Sea"]})
    assert pt(game, game.find("Wayfaring Giant")) == (4, 6)


def test_only_lands_you_control_count() -> None:
    """'among lands you control': the opponent's Mountain adds nothing."""
    game = board({"battlefield": ["Wayfaring Giant", "Forest"]}, {"battlefield": ["Mountain", "Island"]})
    assert pt(game, game.find("Wayfaring Giant")) == (2, 4)
