"""CR 509.1g-h: 'target creature blocking it / ~', 'creatures blocking or blocked by ~' describe the creatures
in combat with the source; 509.1b: 'can't be blocked by Walls this turn'."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_509_1g_only_a_creature_blocking_it_can_be_the_target() -> None:
    passes_file("goblin_javelineer_damages_a_creature_blocking_it_509_1g.yaml")


def test_509_1b_a_wall_cant_block_it_this_turn() -> None:
    passes_file("kick_in_the_door_cant_be_blocked_by_walls_509_1b.yaml")
