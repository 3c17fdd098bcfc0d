"""CR 702.118b: a creature with skulk can't be blocked by creatures with greater power (Farbog Revenant is
1/3)."""

from __future__ import annotations

from support import blockers_of


def test_702_118b_no_blocker_with_greater_power():
    theirs = ["Grizzly Bears", "Ornithopter", "Raging Goblin"]
    assert blockers_of(["Farbog Revenant"], theirs, "Farbog Revenant") == {"Ornithopter", "Raging Goblin"}
