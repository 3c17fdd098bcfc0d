"""CR 702.13b: a creature with intimidate can't be blocked except by artifact creatures and/or creatures
that share a color with it (Academy Raider is red)."""

from __future__ import annotations

from support import blockers_of


def test_702_13b_only_artifact_creatures_or_creatures_sharing_a_color_block():
    theirs = ["Grizzly Bears", "Raging Goblin", "Ornithopter", "Walking Corpse"]
    assert blockers_of(["Academy Raider"], theirs, "Academy Raider") == {"Raging Goblin", "Ornithopter"}
