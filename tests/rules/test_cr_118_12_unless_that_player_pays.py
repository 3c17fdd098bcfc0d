"""CR 118.12 and 608.2d: Esper Sentinel's 'draw a card unless that player pays {X}, where X is Esper
Sentinel's power': the opponent chooses as the ability resolves, X counted then."""

from __future__ import annotations

from support.scenario_text import passes

SENTINEL = """\
    format: lithoform-scenario/1
    name: sentinel
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [{card: Esper Sentinel, counters: {"+1/+1": 1}}]
      P2:
        battlefield: [{card: Mountain, count: 3}]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: 1
"""


def test_118_12_the_opponent_pays_x_and_nothing_is_drawn() -> None:
    passes(SENTINEL + """\
      - {P2: choose, pay: true}
      - resolve: all
    expect:
      - {zone: P1.hand, count: 0}
      - {log: {contains: ["118.12"]}}
    """)


def test_118_12_the_opponent_declines_and_its_controller_draws() -> None:
    passes(SENTINEL + """\
      - {P2: choose, pay: false}
      - resolve: all
    expect:
      - {zone: P1.hand, count: 1}
    """)
