"""Colossus Hammer: "Equipped creature gets +10/+10 and loses flying. / Equip {8}" (613.1f, 613.7: layer 6 in
timestamp order; 613.7e: an Equipment's effect has the timestamp of its attachment)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Colossus Hammer", "Jump")

HAMMER = "Colossus Hammer"


def test_a_flier_loses_flying_and_gets_plus_ten() -> None:
    game = board({"battlefield": ["Serra Angel", {"card": HAMMER, "attached_to": "Serra Angel"}]})
    angel = game.find("Serra Angel")
    assert pt(game, angel) == (14, 14) and "flying" not in game.chars(angel).keywords
    assert "vigilance" in game.chars(angel).keywords


def test_ruling_a_creature_without_flying_can_be_equipped() -> None:
    """Ruling (2019-07-12): "Colossus Hammer can be attached to a creature that didn't have flying to begin
    with. It just won't lose flying." """
    game = board({"battlefield": [*basics(Plains=8), "Grizzly Bears", HAMMER]})
    bears = game.find("Grizzly Bears")
    game.apply(f"activate {game.find(HAMMER)} 1")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)
    assert pt(game, bears) == (12, 12)


def test_ruling_flying_gained_after_it_was_attached_stays() -> None:
    """Ruling (2019-07-12): "If the equipped creature gains flying after Colossus Hammer became attached to
    it, it will keep flying." """
    game = board({"hand": ["Jump"], "battlefield": [*basics(Island=1), "Grizzly Bears",
                                                    {"card": HAMMER, "attached_to": "Grizzly Bears"}]})
    bears = game.find("Grizzly Bears")
    cast(game, "Jump", bears)
    pass_both(game)
    assert "flying" in game.chars(bears).keywords
