"""CR 509.1b: restrictions "~ can't be blocked except by ...": Dread Warlock (black creatures), Amrou Seekers
('artifact creatures and/or white creatures': either kind may block), Elven Riders ('Walls and/or creatures
with flying'), Orchard Spirit ('creatures with flying or reach'), Invisibility (on the enchanted creature)."""

from __future__ import annotations

from support import blockers_of

THEIRS = ["Grizzly Bears", "Walking Corpse", "Ornithopter", "Savannah Lions", "Wall of Stone", "Serra Angel",
          "Giant Spider"]


def test_dread_warlock_only_black_creatures():
    assert blockers_of(["Dread Warlock"], THEIRS, "Dread Warlock") == {"Walking Corpse"}


def test_amrou_seekers_artifact_creatures_and_or_white_creatures():
    assert blockers_of(["Amrou Seekers"], THEIRS, "Amrou Seekers") == {"Ornithopter", "Savannah Lions",
                                                                        "Serra Angel"}


def test_elven_riders_walls_and_or_creatures_with_flying():
    assert blockers_of(["Elven Riders"], THEIRS, "Elven Riders") == {"Wall of Stone", "Ornithopter",
                                                                      "Serra Angel"}


def test_orchard_spirit_creatures_with_flying_or_reach():
    assert blockers_of(["Orchard Spirit"], THEIRS, "Orchard Spirit") == {"Ornithopter", "Serra Angel",
                                                                          "Giant Spider"}
