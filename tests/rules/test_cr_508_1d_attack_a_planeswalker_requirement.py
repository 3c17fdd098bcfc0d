"""CR 508.1d and 611.2a: Gideon Jura's 'During target opponent's next turn, creatures that player controls
attack Gideon Jura if able.' A requirement that lasts for that player's next turn; a declaration that doesn't
obey it is illegal (508.1d); creatures that can't attack aren't required to (508.1a)."""

from __future__ import annotations

from support.scenario_text import passes

GIDEON = """\
    format: lithoform-scenario/1
    name: gideon
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Gideon Jura, counters: {loyalty: 6}}, {card: Plains, count: 2}]
      P2:
        battlefield: [Grizzly Bears, {card: Raging Goblin, label: Goblin}]
    script:
      - {P1: activate, card: Gideon Jura, ability: 1, targets: [P2]}
      - resolve: all
"""


def test_508_1d_every_creature_able_to_attack_must_attack_gideon() -> None:
    passes(GIDEON + """\
      - advance: {turn: 2, step: declare_attackers}
      - {attack: [], expect: illegal}
      - {attack: {Grizzly Bears: Gideon Jura}, expect: illegal}
      - {attack: {Grizzly Bears: Gideon Jura, Goblin: P1}, expect: illegal}
      - attack: {Grizzly Bears: Gideon Jura, Goblin: Gideon Jura}
      - advance: end_of_combat
    expect:
      - {life: {P1: 20}}
      - {object: Gideon Jura, counters: {loyalty: 5}}
    """)


def test_611_2a_the_requirement_ends_with_that_players_next_turn() -> None:
    passes(GIDEON + """\
      - advance: {turn: 2, step: declare_attackers}
      - attack: {Grizzly Bears: Gideon Jura, Goblin: Gideon Jura}
      - advance: {turn: 4, step: declare_attackers}
      - attack: []
    expect:
      - {life: {P1: 20}}
    """)


def test_508_1d_nothing_is_required_once_gideon_has_left_the_battlefield() -> None:
    """Ruling: 'If a creature controlled by the affected player can't attack Gideon Jura (because he's no
    longer on the battlefield, for example), that player may have it attack you, another one of your
    planeswalkers, or nothing at all.'"""
    passes(GIDEON.replace("loyalty: 6", "loyalty: 2").replace("[Grizzly Bears, {card: Raging Goblin, label: Goblin}]",
                          "[Grizzly Bears, {card: Raging Goblin, label: Goblin}, {card: Mountain, count: 2}]\n"
                          "        hand: [Lightning Bolt, Lightning Bolt]") + """\
      - advance: {turn: 2, step: main1}
      - {P2: cast, card: "Lightning Bolt#1", targets: [Gideon Jura]}
      - resolve: all
      - {P2: cast, card: "Lightning Bolt", targets: [Gideon Jura]}
      - resolve: all
      - advance: declare_attackers
      - attack: []
    expect:
      - {zone: P1.graveyard, contains: [Gideon Jura]}
    """)


def test_205_1b_gideon_becomes_a_6_6_creature_that_is_still_a_planeswalker_and_damage_to_him_is_prevented() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: gideon zero
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Gideon Jura, counters: {loyalty: 6}}]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P1: activate, card: Gideon Jura, ability: 3}
      - resolve: all
      - check:
          - {object: Gideon Jura, power: 6, toughness: 6, types: [Creature, Planeswalker], subtypes: [Human, Soldier, Gideon]}
      - {P1: pass}
      - {P2: cast, card: Lightning Bolt, targets: [Gideon Jura]}
      - resolve: all
      - advance: {turn: 2, step: upkeep}
    expect:
      - {object: Gideon Jura, counters: {loyalty: 6}, damage: 0, types: [Planeswalker], lacks_types: [Creature]}
    """)
