"""Flame Wave and Chandra's Fury (compiled from their Oracle text): '~ deals 4 damage to target player or
planeswalker and each creature that player or that planeswalker's controller controls.' The creatures are those
of the target player, or of the target planeswalker's controller (115.1, mechanics/player_or_planeswalker)."""

from __future__ import annotations

from support.scenario_text import passes

BOARD = """\
    format: lithoform-scenario/1
    name: flame wave
    rules: [115.1, 109.4]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 7}, Grizzly Bears]
        hand: [Flame Wave]
      P2:
        battlefield: [Grizzly Bears, Hill Giant, {card: Jace Beleren, counters: {loyalty: 6}}]
"""


def test_the_target_player_and_their_creatures() -> None:
    passes(BOARD + """\
    script:
      - {P1: cast, card: Flame Wave, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P1: 20, P2: 16}}
      - {zone: P2.graveyard, contains: [Grizzly Bears, Hill Giant]}
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
    """)


def test_a_target_planeswalker_and_its_controllers_creatures() -> None:
    passes(BOARD + """\
    script:
      - {P1: cast, card: Flame Wave, targets: [Jace Beleren]}
      - resolve: all
    expect:
      - {life: {P2: 20}}
      - {object: Jace Beleren, counters: {loyalty: 2}}
      - {zone: P2.graveyard, contains: [Grizzly Bears, Hill Giant]}
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
    """)
