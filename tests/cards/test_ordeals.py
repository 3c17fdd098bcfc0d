"""The Ordeals (compiled from the Oracle text): "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then
if it has three or more +1/+1 counters on it, sacrifice Ordeal of Heliod." (608.2c: checked as it resolves, on the
enchanted creature) and "When you sacrifice Ordeal of Heliod, you gain 10 life." """

from __future__ import annotations

from support.scenario_text import passes


def test_third_counter_sacrifices_the_ordeal() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: ordeal of heliod
    rules: [608.2c, 122.1]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Grizzly Bears, label: Bears, counters: {"+1/+1": 2}}, {card: Ordeal of Heliod, attached_to: Bears}]
    script:
      - advance: declare_attackers
      - attack: [Bears]
      - resolve: all
    expect:
      - {object: Bears, counters: {"+1/+1": 3}}
      - {zone: P1.graveyard, contains: [Ordeal of Heliod]}
      - {life: {P1: 30}}
    """)


def test_second_counter_keeps_the_ordeal() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: ordeal of heliod kept
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Grizzly Bears, label: Bears, counters: {"+1/+1": 1}}, {card: Ordeal of Heliod, attached_to: Bears}]
    script:
      - advance: declare_attackers
      - attack: [Bears]
      - resolve: all
    expect:
      - {object: Bears, counters: {"+1/+1": 2}}
      - {zone: P1.battlefield, contains: [Ordeal of Heliod]}
    """)
