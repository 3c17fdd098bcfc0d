"""CR 601.3: 'Cast ~ only if [condition]' (mechanics/cast_only_if): the card can't be cast while the condition
doesn't hold; 'you've cast another spell this turn' counts every spell cast before it (601.2i)."""

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


def test_601_3_grim_wanderer_needs_a_creature_to_have_died() -> None:
    _file("grim_wanderer_cast_only_if_a_creature_died_601_3.yaml")


def test_601_3_illusory_angel_needs_another_spell_cast_this_turn() -> None:
    _run("""\
        format: lithoform-scenario/1
        name: Illusory Angel
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Island, count: 4}]
            hand: [Illusory Angel, Opt]
        script:
          - {P1: cannot, cast: Illusory Angel}
          - {P1: cast, card: Opt}
          - resolve: 1
          - {P1: choose, cards: []}
          - {P1: can, cast: Illusory Angel}
        """)
