"""Zhur-Taa Goblin: "Riot (This creature enters the battlefield with your choice of a +1/+1 counter or
haste.)" (702.136a)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pass_until, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Zhur-Taa Goblin")


def test_ruling_haste_indefinitely() -> None:
    """Ruling (2019-01-25): "If you choose for the creature to gain haste, it gains haste indefinitely. It
    won't lose it as the turn ends or as another player gains control of it.\""""
    game = board({"hand": ["Zhur-Taa Goblin"], "battlefield": basics(Mountain=1, Forest=1)})
    cast(game, "Zhur-Taa Goblin")
    pass_both(game)
    game.apply("choose 1")
    goblin = game.find("Zhur-Taa Goblin")
    pass_until(game, "upkeep", turn=4)
    assert "haste" in chars(game.state, goblin).keywords
