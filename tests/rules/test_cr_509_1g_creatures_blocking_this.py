"""CR 509.1g-h: 'target creature blocking it / ~', 'creatures blocking or blocked by ~' describe the creatures
in combat with the source; 509.1b: 'can't be blocked by Walls this turn'."""

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


def test_509_1g_only_a_creature_blocking_it_can_be_the_target() -> None:
    _file("goblin_javelineer_damages_a_creature_blocking_it_509_1g.yaml")


def test_509_1b_a_wall_cant_block_it_this_turn() -> None:
    _file("kick_in_the_door_cant_be_blocked_by_walls_509_1b.yaml")
