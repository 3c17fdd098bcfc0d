"""Battle Screech: "Create two 1/1 white Bird creature tokens with flying. / Flashback—Tap three untapped white
creatures you control." (702.34a: a flashback cost that is not mana, paid as the spell is cast, 601.2h)"""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled
from support.reading import battlefield_names, names

use_compiled("Battle Screech")


def test_ruling_the_flashback_cost_may_tap_creatures_that_just_came_under_your_control() -> None:
    """Ruling (2019-06-14): "To pay Battle Screech's flashback cost, you may tap any untapped white creatures you
    control, including ones you haven't controlled continuously since the beginning of your most recent turn." """
    game = board({"hand": ["Battle Screech"], "battlefield": [{"card": "Plains", "count": 4}, "Savannah Lions"]})
    cast(game, "Battle Screech")
    pass_both(game)
    screech = game.find("Battle Screech", zone="graveyard")
    game.apply(f"cast {screech} flashback")
    for _ in range(3):  # the two new Birds and the Lions: three untapped white creatures (601.2h)
        assert game.pending.kind == "tap"
        game.apply(next(str(a) for a in game.legal_actions() if a.kind == "tap"))
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"]
               if game.chars(o).name in ("Bird Token", "Savannah Lions"))
    pass_both(game)
    assert battlefield_names(game, 0).count("Bird Token") == 4
    assert names(game, "exile") == ["Battle Screech"]  # 702.34a: exiled as it leaves the stack


def test_flashback_needs_three_untapped_white_creatures() -> None:
    game = board({"graveyard": ["Battle Screech"], "battlefield": ["Savannah Lions", "Savannah Lions",
                                                                    "Grizzly Bears"]})
    screech = game.find("Battle Screech", zone="graveyard")
    assert f"cast {screech} flashback" not in [str(a) for a in game.legal_actions()]
