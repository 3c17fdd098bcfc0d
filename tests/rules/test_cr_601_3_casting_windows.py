"""CR 601.3: 'Cast this spell only during ...' restricts when a card may be cast (mechanics/cast_timing): combat
before or after blockers are declared, the declare attackers step once the caster has been attacked (508.1),
an opponent's upkeep."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_601_3_eightfold_maze_only_in_declare_attackers_after_being_attacked() -> None:
    passes_file("eightfold_maze_cast_only_if_attacked_601_3.yaml")


def test_601_3_panic_only_during_combat_before_blockers() -> None:
    passes_file("panic_cast_only_before_blockers_601_3.yaml")


def test_601_3_chaotic_strike_only_after_blockers_are_declared() -> None:
    passes_file("chaotic_strike_cast_only_after_blockers_601_3.yaml")


def test_601_3_festival_during_an_opponents_upkeep() -> None:
    passes_file("festival_cast_only_during_an_opponents_upkeep_601_3.yaml")


def test_601_3_festival_not_in_your_own_upkeep_nor_the_opponents_draw_step() -> None:
    passes_file("festival_not_in_your_own_upkeep_601_3.yaml")
