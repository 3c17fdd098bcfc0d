"""CR 702.36b: a creature with fear can't be blocked except by artifact creatures and/or black creatures
(Cateran Enforcer)."""

from __future__ import annotations

from support import blockers_of


def test_702_36b_only_artifact_or_black_creatures_block_fear():
    theirs = ["Grizzly Bears", "Walking Corpse", "Ornithopter", "Savannah Lions"]
    assert blockers_of(["Cateran Enforcer"], theirs, "Cateran Enforcer") == {"Walking Corpse", "Ornithopter"}
