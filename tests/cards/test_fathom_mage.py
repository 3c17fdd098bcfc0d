"""Fathom Mage: "Whenever a +1/+1 counter is put on Fathom Mage, you may draw a card." (122.6), compiled from the
Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_two_counters_at_once_trigger_twice() -> None:
    """Ruling: "If multiple +1/+1 counters are placed on Fathom Mage simultaneously, its last ability will trigger
    once for each of those counters." """
    passes("""\
    format: lithoform-scenario/1
    name: fathom mage
    rules: [122.6, 603.2]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Fathom Mage, {card: Swamp, count: 2}]
        hand: [Essence Infusion]
        library: [Island, Island, Island]
    script:
      - {P1: cast, card: Essence Infusion, targets: [Fathom Mage]}
      - resolve: 1
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {object: Fathom Mage, counters: {"+1/+1": 2}}
      - {zone: P1.hand, count: 2}
    """)
