"""Lazotep Reaver: "When Lazotep Reaver enters the battlefield, amass 1." (701.47a)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Lazotep Reaver", "Avian Changeling", "Changeling Sentinel")


def test_ruling_with_several_armies_you_choose_which_gets_the_counters() -> None:
    """Ruling (2019-05-03): "It's possible to control a nontoken Army (perhaps a creature with the changeling
    ability) ... When instructed to amass, you may put +1/+1 counters on any of your Army creatures." Two
    changelings are Armies: the controller chooses one, and no token is created."""
    game = board({"hand": ["Lazotep Reaver"],
                  "battlefield": [*basics(Swamp=2), "Avian Changeling", "Changeling Sentinel"]})
    cast(game, "Lazotep Reaver")
    pass_both(game)
    pass_both(game)
    avian, sentinel = game.find("Avian Changeling"), game.find("Changeling Sentinel")
    assert game.pending.kind == "choose" and set(game.pending.options) == {avian, sentinel}
    game.apply(f"choose {sentinel}")
    assert pt(game, avian) == (2, 2)
    assert game.state.objects[sentinel].counter("+1/+1") == 1
    assert not [o for o in game.state.battlefield if game.state.objects[o].token]
