"""CR 601.2i and 400.7: Codespell Cleric's 'if it was the second spell you cast this turn': the spell the
permanent was is found from the turn's zone changes and compared with its controller's casts in order."""

from __future__ import annotations

from support.scenario_text import passes

CLERIC = """\
    format: lithoform-scenario/1
    name: cleric
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 4}, Grizzly Bears]
        hand: [Raise the Alarm, {card: Codespell Cleric, label: Cleric A}, {card: Codespell Cleric, label: Cleric B}]
    script:
"""


def test_601_2i_the_second_spell_triggers_it() -> None:
    passes(CLERIC + """\
      - {P1: cast, card: Raise the Alarm}
      - resolve: all
      - {P1: cast, card: Cleric A}
      - resolve: 1
      - {P1: choose, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {object: Grizzly Bears, counters: {"+1/+1": 1}}
    """)


def test_601_2i_the_first_or_third_spell_doesnt() -> None:
    passes(CLERIC + """\
      - {P1: cast, card: Cleric A}
      - resolve: all
      - {P1: cast, card: Raise the Alarm}
      - resolve: all
      - {P1: cast, card: Cleric B}
      - resolve: all
    expect:
      - {object: Grizzly Bears, counters: {}}
      - {stack: {size: 0}}
    """)
