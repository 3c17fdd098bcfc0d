"""CR 611.2b: 'Until your next turn, ...' before clauses: each continuous effect lasts until its controller's
next turn begins (Blue Dragon); 611.2a: 'until the end of your next turn' for a control change."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_611_2b_the_effects_last_through_the_opponents_turn() -> None:
    passes_file("blue_dragon_until_your_next_turn_611_2b.yaml")


def test_611_2a_power_of_persuasion_compiles_a_control_change_until_the_end_of_your_next_turn() -> None:
    from lithoform.catalog.compiled import compiled
    c = compiled("Power of Persuasion")
    assert c.ok and "end_of_your_next_turn" in repr(c.card)
