"""CR 702.31b: a creature with horsemanship can't be blocked by creatures without horsemanship; it can block
a creature with or without horsemanship (Shu Cavalry, Shu Elite Companions)."""

from __future__ import annotations

from support import blockers_of


def test_702_31b_only_horsemanship_blocks_horsemanship():
    theirs = ["Grizzly Bears", "Serra Angel", "Shu Elite Companions"]
    assert blockers_of(["Shu Cavalry"], theirs, "Shu Cavalry") == {"Shu Elite Companions"}


def test_702_31b_horsemanship_can_block_a_creature_without_it():
    assert blockers_of(["Grizzly Bears"], ["Shu Cavalry"], "Grizzly Bears") == {"Shu Cavalry"}
