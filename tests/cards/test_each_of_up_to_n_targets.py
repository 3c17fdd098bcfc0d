"""'~ deals X damage to each of up to two targets.' (Fall of the Titans; 115.1, 601.2c: zero to two different
targets of one requirement), compiled from the Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_fall_of_the_titans_damages_each_target() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: fall of the titans two
    rules: [115.1, 601.2c]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 5}]
        hand: [Fall of the Titans]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Fall of the Titans, x: 2, targets: [P2, Grizzly Bears]}
      - resolve: all
    expect:
      - {life: {P2: 18}}
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
    """)


def test_fall_of_the_titans_with_one_target() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: fall of the titans one
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 5}]
        hand: [Fall of the Titans]
    script:
      - {P1: cast, card: Fall of the Titans, x: 2, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 18}}
    """)
