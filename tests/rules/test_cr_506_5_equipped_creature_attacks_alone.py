"""CR 506.5, 508.1m: 'whenever equipped creature attacks alone' triggers when the creature the Equipment is
attached to is the only creature declared as an attacker; 'defending player' is the player it attacks (506.2)."""

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


def test_506_5_the_equipped_creature_attacking_alone_triggers_it() -> None:
    _file("reapers_talisman_attacks_alone_506_5.yaml")
