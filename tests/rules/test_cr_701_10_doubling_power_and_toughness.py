"""CR 701.10b-c: doubling a creature's power and toughness gives it +X/+Y, X and Y its power and toughness as
the effect begins; a negative value doubles to a lower one (701.10c). mechanics/double_pt."""

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


def test_701_10b_doubling_gives_plus_its_power_and_toughness_until_end_of_turn() -> None:
    _run((SCENARIOS / "choose_your_weapon_doubles_power_and_toughness_701_10b.yaml").read_text())


def test_701_10c_a_negative_power_doubles_to_a_lower_one() -> None:
    """A 3/3 given -5/-0 is a -2/3: doubled it gets -2/+3 and is a -4/6 (701.10c)."""
    _run("""\
        format: lithoform-scenario/1
        name: doubling a negative power
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 3}, {card: Island, count: 1}, {card: Hill Giant, label: Giant}]
            hand: [Choose Your Weapon, Hydrosurge]
        script:
          - {P1: cast, card: Hydrosurge, targets: [Giant]}
          - resolve: all
          - {P1: cast, card: Choose Your Weapon, modes: [1], targets: [Giant]}
          - resolve: all
        expect:
          - {object: Giant, power: -4, toughness: 6}
        """)
