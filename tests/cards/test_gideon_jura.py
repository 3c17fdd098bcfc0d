"""Gideon Jura (compiled from its Oracle text): '[+2]: During target opponent's next turn, creatures that
player controls attack Gideon Jura if able.' and '[0]: Until end of turn, Gideon Jura becomes a 6/6 Human
Soldier creature that's still a planeswalker. Prevent all damage that would be dealt to him this turn.'"""

from __future__ import annotations

from support.scenario_text import passes


def test_a_tapped_or_summoning_sick_creature_doesnt_have_to_attack() -> None:
    """Ruling: "If, during the affected player's declare attackers step, a creature they control is tapped,
    is affected by a spell or ability that says it can't attack, or is affected by "summoning sickness,"
    then that creature doesn't attack." """
    passes("""\
    format: lithoform-scenario/1
    name: gideon sick
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Gideon Jura, counters: {loyalty: 6}}]
      P2:
        battlefield: [{card: Forest, count: 2}, Raging Goblin]
        library: [Grizzly Bears, Island]
    script:
      - {P1: activate, card: Gideon Jura, ability: 1, targets: [P2]}
      - resolve: all
      - advance: {turn: 2, step: main1}
      - {P2: cast, card: Grizzly Bears}
      - resolve: all
      - advance: declare_attackers
      - attack: {Raging Goblin: Gideon Jura}
      - advance: end_of_combat
    expect:
      - {object: Gideon Jura, counters: {loyalty: 7}}
    """)


def test_he_is_a_human_soldier_creature_and_still_a_gideon_planeswalker() -> None:
    """Ruling: "Gideon Jura's third ability causes him to become a creature with the creature types Human
    Soldier. He remains a planeswalker with the planeswalker type Gideon." """
    passes("""\
    format: lithoform-scenario/1
    name: gideon types
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Gideon Jura, counters: {loyalty: 6}}]
    script:
      - {P1: activate, card: Gideon Jura, ability: 3}
      - resolve: all
    expect:
      - {object: Gideon Jura, types: [Creature, Planeswalker], subtypes: [Gideon, Human, Soldier], power: 6}
    """)
