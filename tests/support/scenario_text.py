"""Running a scenario written inline in a test (the scenario format, SCENARIO-FORMAT.md)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from lithoform.interfaces.scenario import run_text
from lithoform.interfaces.scenario.runner import Report


def passes(text: str) -> Report:
    """Runs the scenario and asserts that it is well formed and that every expectation passed."""
    report = run_text(textwrap.dedent(text))
    assert report.error is None, report.error
    assert not report.failed, [(r.line, r.detail) for r in report.failed] + report.log[-15:]
    return report


RULE_SCENARIOS = Path(__file__).parents[1] / "scenarios" / "rules"


def passes_file(name: str) -> Report:
    """`passes` for a scenario file of tests/scenarios/rules."""
    return passes((RULE_SCENARIOS / name).read_text())
