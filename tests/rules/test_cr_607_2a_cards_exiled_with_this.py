"""CR 607.2a: 'Return all cards exiled with ~ to their owner's hand' returns what the card's other abilities
exiled (Bag of Holding)."""

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


def test_607_2a_bag_of_holding_returns_its_cards() -> None:
    _file("bag_of_holding_returns_the_cards_it_exiled_607_2a.yaml")
