"""Expedition Raptor: "Flying / When Expedition Raptor enters the battlefield, support 2." (701.41a)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, use_compiled

use_compiled("Expedition Raptor")


def test_ruling_support_can_target_a_creature_you_dont_control() -> None:
    """Ruling (2016-01-22): "Support can target a creature you don't control.\""""
    game = board({"hand": ["Expedition Raptor"], "battlefield": basics(Plains=5)}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Expedition Raptor")
    pass_both(game)
    assert game.pending.kind == "target"
    assert game.find("Grizzly Bears") in game.pending.options
    assert game.find("Expedition Raptor") not in game.pending.options  # 'other' (701.41a)


def test_ruling_no_more_than_one_counter_on_one_target() -> None:
    """Ruling (2016-01-22): "You can't put more than one +1/+1 counter on any one target using the support
    action." The same creature can't be chosen twice (115.3)."""
    game = board({"hand": ["Expedition Raptor"], "battlefield": [*basics(Plains=5), "Grizzly Bears"]})
    cast(game, "Expedition Raptor")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    assert game.pending.kind != "target" or bears not in game.pending.options
