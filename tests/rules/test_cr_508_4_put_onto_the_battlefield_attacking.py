"""CR 508.4: a creature put onto the battlefield tapped and attacking wasn't declared as an attacker; its
controller chooses what it attacks (mechanics/put_from_hand)."""

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


def test_508_4_the_dragon_enters_tapped_and_attacking_and_deals_damage() -> None:
    _file("minion_of_the_mighty_puts_a_dragon_tapped_and_attacking_508_4.yaml")
