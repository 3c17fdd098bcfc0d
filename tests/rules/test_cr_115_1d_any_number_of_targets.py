"""CR 115.1d, 601.2c: 'any number of target ...' (mechanics/any_number_targets): zero or more targets, chosen
one at a time, each a different object (115.3)."""

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


def test_115_1d_two_of_three_cards_are_chosen() -> None:
    _file("gravepurge_any_number_of_targets_115_1d.yaml")
