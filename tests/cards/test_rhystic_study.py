"""Rhystic Study (compiled from its Oracle text): 'Whenever an opponent casts a spell, you may draw a card
unless that player pays {1}.' (118.12)"""

from __future__ import annotations

from support.scenario_text import passes


def test_the_opponent_decides_about_paying_before_you_decide_about_drawing() -> None:
    """Ruling: "You don't have to decide whether or not you are drawing until after the player decides
    whether or not to pay." """
    report = passes("""\
    format: lithoform-scenario/1
    name: rhystic study
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Rhystic Study]
      P2:
        battlefield: [{card: Mountain, count: 2}]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: 1
      - check:
          - {pending: {player: P2}}
      - {P2: choose, pay: false}
      - check:
          - {pending: {player: P1}}
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {zone: P1.hand, count: 1}
      - {life: {P1: 17}}
    """)
    assert report.game is not None
