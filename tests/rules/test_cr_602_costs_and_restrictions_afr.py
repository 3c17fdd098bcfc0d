"""CR 602.2b: 'Tap another untapped creature you control' as a cost; 602.5b: 'Equip {0}. Activate only once
each turn.'; 201.2: 'target permanent not named ~'; 202.3: 'for each different mana value among ...';
500.1: 'the number of Goblins that entered the battlefield under your control this turn'."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_602_2b_tap_another_untapped_creature() -> None:
    passes_file("black_oak_taps_another_creature_602_2b.yaml")


def test_602_5b_equip_only_once_each_turn() -> None:
    passes_file("leather_armor_equip_once_each_turn_602_5b.yaml")


def test_201_2_not_named_this() -> None:
    passes_file("clever_conjurer_not_named_201_2.yaml")


def test_202_3_different_mana_values_among_graveyard_cards() -> None:
    passes_file("sudden_insight_different_mana_values_202_3.yaml")


def test_500_1_goblins_that_entered_this_turn() -> None:
    passes_file("hobgoblin_bandit_lord_goblins_entered_this_turn_500_1.yaml")
