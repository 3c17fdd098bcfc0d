"""'You gain life equal to the damage dealt this way.' (120.1, 608.2c): the damage the spell's earlier instruction
actually dealt, after prevention (615): Corrupt, Syphon Soul, compiled from the Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_corrupt_gains_the_damage_actually_dealt() -> None:
    """Corrupt: "Corrupt deals damage to any target equal to the number of Swamps you control. You gain life
    equal to the damage dealt this way." 6 damage, 3 of it prevented: 3 life."""
    passes("""\
    format: lithoform-scenario/1
    name: corrupt
    rules: [608.2c, 615.7]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Swamp, count: 6}, Plains]
        hand: [Corrupt, Healing Salve]
    script:
      - {P1: cast, card: Healing Salve, modes: [2], targets: [P2], pay: [Plains]}
      - resolve: all
      - {P1: cast, card: Corrupt, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P1: 23, P2: 17}}
    """)


def test_corrupt_with_an_illegal_target_gains_nothing() -> None:
    """Corrupt ruling: "If the target is an illegal target by the time Corrupt resolves, the spell doesn't
    resolve. You won't gain any life." """
    passes("""\
    format: lithoform-scenario/1
    name: corrupt fizzles
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Swamp, count: 6}, Mountain]
        hand: [Corrupt, Shock]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Corrupt, targets: [Grizzly Bears]}
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {life: {P1: 20}}
      - {zone: P1.graveyard, contains: [Corrupt]}
    """)


def test_syphon_soul_counts_each_player_dealt_damage() -> None:
    """Syphon Soul: "Syphon Soul deals 2 damage to each other player. You gain life equal to the damage dealt
    this way." """
    passes("""\
    format: lithoform-scenario/1
    name: syphon soul
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Swamp, count: 3}]
        hand: [Syphon Soul]
    script:
      - {P1: cast, card: Syphon Soul}
      - resolve: all
    expect:
      - {life: {P1: 22, P2: 18}}
    """)
