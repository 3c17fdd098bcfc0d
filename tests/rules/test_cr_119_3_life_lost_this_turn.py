"""CR 119.3, 120.3a, 119.4: 'each opponent loses life equal to the life they lost this turn' counts life lost,
damage dealt to them and life paid this turn (mechanics/life_lost)."""

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


def test_119_3_damage_counts_as_life_lost() -> None:
    _file("wound_reflection_life_they_lost_this_turn_119_3.yaml")
