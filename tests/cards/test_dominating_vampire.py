"""Dominating Vampire: 'When Dominating Vampire enters the battlefield, gain control of target creature with mana
value less than or equal to the number of Vampires you control until end of turn. Untap that creature. It gains
haste until end of turn.'"""

from __future__ import annotations

from support.scenario_text import passes


def test_dominating_vampire_keeps_control_when_the_vampire_count_changes() -> None:
    """Ruling (2021-11-19): "You will keep control of the creature until end of turn even if the number of Vampires
    you control changes after the ability has resolved." Two Vampires: a mana value 2 creature can be taken, and
    stays taken after one Vampire dies."""
    passes("""
        format: lithoform-scenario/1
        name: Dominating Vampire
        rules: [601.2c, 608.2b, 611.2a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Mountain, count: 5}, Welcoming Vampire]
            hand: [Dominating Vampire, Lightning Bolt]
          P2:
            battlefield: [Grizzly Bears]
        script:
          - {P1: cast, card: Dominating Vampire}
          - resolve: 1
          - {P1: choose, targets: [Grizzly Bears]}
          - resolve: all
          - {P1: cast, card: Lightning Bolt, targets: [Welcoming Vampire]}
          - resolve: all
        expect:
          - {object: Grizzly Bears, controller: P1, tapped: false}
          - {zone: P1.graveyard, contains: [Welcoming Vampire]}
    """)


def test_dominating_vampire_alone_cant_take_a_mana_value_2_creature() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Dominating Vampire alone
        rules: [601.2c, 603.3d]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Mountain, count: 3}]
            hand: [Dominating Vampire]
          P2:
            battlefield: [Grizzly Bears, Llanowar Elves]
        script:
          - {P1: cast, card: Dominating Vampire}
          - resolve: 1
          - {P1: choose, targets: [Grizzly Bears], expect: illegal}
          - {P1: choose, targets: [Llanowar Elves]}
          - resolve: all
        expect:
          - {object: Llanowar Elves, controller: P1}
          - {object: Grizzly Bears, controller: P2}
    """)
