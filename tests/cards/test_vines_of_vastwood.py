"""Vines of Vastwood: "Kicker {G} / Target creature can't be the target of spells or abilities your opponents
control this turn. If this spell was kicked, that creature gets +4/+4 until end of turn." (115.4, 611.2)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pass_until, pt, target_options, use_compiled

use_compiled("Vines of Vastwood", "Shock", "Giant Growth")

VINES = "Vines of Vastwood"


def _vines_then_pass(game, target: str, kicker: bool = False) -> None:
    cast(game, VINES, game.find(target), kicker=kicker)
    pass_both(game)


def test_ruling_not_hexproof_an_opponents_creature_cant_be_targeted_by_its_controller() -> None:
    """Ruling (2013-04-15): "This is not the same as hexproof. If, for example, you target one of your
    opponent's creatures, your opponents won't be able to target their own creature with spells or
    abilities." """
    game = board({"hand": [VINES], "battlefield": basics(Forest=1)},
                 {"hand": ["Shock"], "battlefield": ["Grizzly Bears", "Llanowar Elves", *basics(Mountain=1)]})
    _vines_then_pass(game, "Grizzly Bears")
    game.apply("pass")  # P2 gets priority
    options = target_options(game, "Shock")
    assert game.find("Grizzly Bears") not in options and game.find("Llanowar Elves") in options


def test_its_controller_may_still_target_it_and_the_opponents_may_not() -> None:
    """115.4: only spells and abilities the opponents of Vines' controller control are barred."""
    game = board({"hand": [VINES, "Giant Growth"], "battlefield": [*basics(Forest=2), "Grizzly Bears"]},
                 {"hand": ["Shock"], "battlefield": basics(Mountain=1)})
    _vines_then_pass(game, "Grizzly Bears")
    bears = game.find("Grizzly Bears")
    cast(game, "Giant Growth", bears)
    pass_both(game)
    assert pt(game, bears) == (5, 5)
    game.apply("pass")
    assert bears not in target_options(game, "Shock")


def test_514_2_it_ends_with_the_turn() -> None:
    """'this turn': on the next turn the opponent may target the creature again."""
    game = board({"hand": [VINES], "battlefield": [*basics(Forest=1), "Grizzly Bears"]},
                 {"hand": ["Shock"], "battlefield": basics(Mountain=1)})
    _vines_then_pass(game, "Grizzly Bears")
    pass_until(game, "main1", turn=4)
    assert game.find("Grizzly Bears") in target_options(game, "Shock")


def test_kicked_it_gets_plus_four() -> None:
    """Oracle: "If this spell was kicked, that creature gets +4/+4 until end of turn." """
    game = board({"hand": [VINES], "battlefield": [*basics(Forest=2), "Grizzly Bears"]})
    _vines_then_pass(game, "Grizzly Bears", kicker=True)
    assert pt(game, game.find("Grizzly Bears")) == (6, 6)


def test_unkicked_no_bonus() -> None:
    game = board({"hand": [VINES], "battlefield": [*basics(Forest=1), "Grizzly Bears"]})
    _vines_then_pass(game, "Grizzly Bears", kicker=False)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)
