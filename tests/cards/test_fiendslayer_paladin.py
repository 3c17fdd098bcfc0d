"""Fiendslayer Paladin (compiled from its Oracle text): 'Fiendslayer Paladin can't be the target of black or red
spells your opponents control.' (115.4; mechanics/cant_be_targeted), and the family: Mercenary Informer ('black
spells or abilities from black sources')."""

from __future__ import annotations

from support.scenario_text import passes

BOARD = """\
    format: lithoform-scenario/1
    name: fiendslayer paladin
    rules: [115.4, 601.2c]
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Fiendslayer Paladin, Mountain]
        hand: [Lightning Bolt]
      P2:
        battlefield: [Mountain, Swamp, Swamp, Island, Prodigal Pyromancer]
        hand: [Lightning Bolt, Doom Blade, Unsummon, Pyroclasm]
"""


def test_an_opponents_black_or_red_spell_cant_target_it() -> None:
    passes(BOARD + """\
    script:
      - {P2: cast, card: Lightning Bolt, targets: [Fiendslayer Paladin], expect: illegal}
      - {P2: cast, card: Doom Blade, targets: [Fiendslayer Paladin], expect: illegal}
      - {P2: cast, card: Unsummon, targets: [Fiendslayer Paladin]}
      - resolve: all
    expect:
      - {zone: P1.hand, contains: [Fiendslayer Paladin]}
    """)


def test_an_opponents_red_ability_can_target_it() -> None:
    """Spells only: Prodigal Pyromancer's ability (from a red source) may target it."""
    passes(BOARD + """\
    script:
      - {P2: activate, card: Prodigal Pyromancer, targets: [Fiendslayer Paladin]}
      - resolve: all
    expect:
      - {object: Fiendslayer Paladin, damage: 1}
    """)


def test_a_red_spell_that_doesnt_target_it_still_affects_it() -> None:
    """Ruling: "Fiendslayer Paladin can be affected by black or red spells that don't target it." """
    passes(BOARD + """\
    script:
      - {P2: cast, card: Pyroclasm}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Fiendslayer Paladin]}
    """)


def test_its_controllers_own_red_spell_can_target_it() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: fiendslayer own bolt
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Fiendslayer Paladin, Mountain]
        hand: [Lightning Bolt]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Fiendslayer Paladin]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Fiendslayer Paladin, Lightning Bolt]}
    """)


def test_mercenary_informer_bars_black_abilities_too() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: mercenary informer
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [{card: Mercenary Informer, tapped: true}, {card: Llanowar Elves, tapped: true}]
      P2:
        battlefield: [{card: Swamp, count: 2}, Mountain, Royal Assassin]
        hand: [Doom Blade, Lightning Bolt]
    script:
      - {P2: cast, card: Doom Blade, targets: [Mercenary Informer], expect: illegal}
      - {P2: cannot, activate: Royal Assassin, targets: [Mercenary Informer]}
      - {P2: can, activate: Royal Assassin, targets: [Llanowar Elves]}
      - {P2: cast, card: Lightning Bolt, targets: [Mercenary Informer]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Mercenary Informer]}
    """)
