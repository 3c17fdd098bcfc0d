"""Corrupt (compiled from its Oracle text): 'Corrupt deals damage to any target equal to the number of Swamps you
control. You gain life equal to the damage dealt this way.' The damage the resolving spell dealt (120.3, 608.2c;
mechanics/life_lost)."""

from __future__ import annotations

from support.scenario_text import passes

BOARD = """\
    format: lithoform-scenario/1
    name: corrupt
    rules: [120.3, 608.2c]
    setup:
      active: P1
      step: main1
      P1:
        life: 10
        battlefield: [{card: Swamp, count: 6}]
        hand: [Corrupt]
      P2:
        battlefield: [Grizzly Bears]
"""


def test_you_gain_what_it_dealt_to_a_player() -> None:
    passes(BOARD + """\
    script:
      - {P1: cast, card: Corrupt, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P1: 16, P2: 14}}
    """)


def test_damage_beyond_a_creatures_toughness_is_still_dealt() -> None:
    """120.3e, 120.4: all 6 damage is dealt to the 2/2 (none is 'excess' for life gain)."""
    passes(BOARD + """\
    script:
      - {P1: cast, card: Corrupt, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {life: {P1: 16, P2: 20}}
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
    """)


def test_prevented_damage_isnt_dealt() -> None:
    """615.1: Mending Hands prevents 4 of the 6: P1 gains 2."""
    passes("""\
    format: lithoform-scenario/1
    name: corrupt prevented
    setup:
      active: P1
      step: main1
      P1:
        life: 10
        battlefield: [{card: Swamp, count: 6}]
        hand: [Corrupt]
      P2:
        battlefield: [Plains]
        hand: [Mending Hands]
    script:
      - {P1: cast, card: Corrupt, targets: [P2]}
      - {P1: pass}
      - {P2: cast, card: Mending Hands, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P1: 12, P2: 18}}
    """)
