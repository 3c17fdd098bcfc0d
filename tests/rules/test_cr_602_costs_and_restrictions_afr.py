"""CR 602.2b: 'Tap another untapped creature you control' as a cost; 602.5b: 'Equip {0}. Activate only once
each turn.'; 201.2: 'target permanent not named ~'; 202.3: 'for each different mana value among ...';
500.1: 'the number of Goblins that entered the battlefield under your control this turn'."""

from __future__ import annotations

import textwrap
from pathlib import Path

from lithoform.interfaces.scenario import run_text

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "rules"


def _run(text: str):
    report = run_text(textwrap.dedent(text))
    assert report.error is None, report.error
    assert not report.failed, [(r.line, r.detail) for r in report.failed] + report.log[-15:]
    return report


def _file(name: str):
    return _run((SCENARIOS / name).read_text())


def test_602_2b_tap_another_untapped_creature() -> None:
    _file("black_oak_taps_another_creature_602_2b.yaml")


def test_602_5b_equip_only_once_each_turn() -> None:
    _file("leather_armor_equip_once_each_turn_602_5b.yaml")


def test_201_2_not_named_this() -> None:
    _file("clever_conjurer_not_named_201_2.yaml")


def test_202_3_different_mana_values_among_graveyard_cards() -> None:
    _file("sudden_insight_different_mana_values_202_3.yaml")


def test_500_1_goblins_that_entered_this_turn() -> None:
    _file("hobgoblin_bandit_lord_goblins_entered_this_turn_500_1.yaml")
