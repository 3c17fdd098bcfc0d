"""CR 119.3, 120.3a, 119.4: 'each opponent loses life equal to the life they lost this turn' counts life lost,
damage dealt to them and life paid this turn (mechanics/life_lost)."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_119_3_damage_counts_as_life_lost() -> None:
    passes_file("wound_reflection_life_they_lost_this_turn_119_3.yaml")
