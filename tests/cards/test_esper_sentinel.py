"""Esper Sentinel (compiled from its Oracle text): 'Whenever an opponent casts their first noncreature spell
each turn, draw a card unless that player pays {X}, where X is Esper Sentinel's power.' (118.12)"""

from __future__ import annotations

from support.scenario_text import passes


def test_power_is_checked_as_it_resolves_from_last_known_information() -> None:
    """Ruling: "This ability checks Esper Sentinel's power when it resolves, not when the ability goes on
    the stack. If Esper Sentinel is no longer on the battlefield when it resolves, use the power it had the
    last time it was on the battlefield." """
    passes("""\
    format: lithoform-scenario/1
    name: sentinel lki
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [{card: Esper Sentinel, counters: {"+1/+1": 1}}]
      P2:
        battlefield: [{card: Mountain, count: 4}]
        hand: [Shock, Lightning Bolt]
    script:
      - {P2: cast, card: Shock, targets: [P1]}
      - {P2: cast, card: Lightning Bolt, targets: [Esper Sentinel]}
      - resolve: 1
      - resolve: 1
      - {P2: choose, pay: true}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Esper Sentinel]}
      - {zone: P1.hand, count: 0}
      - {life: {P1: 18}}
    """)
