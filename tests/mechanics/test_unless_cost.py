"""'Sacrifice ~ unless you [a cost other than mana]' (mechanics/unless_cost; 118.12, 118.3), compiled from the
Oracle text and played.

Crosis's Catacombs: 'When Crosis's Catacombs enters the battlefield, sacrifice it unless you return a non-Lair
land you control to its owner's hand.'
Plant Elemental: 'When Plant Elemental enters the battlefield, sacrifice it unless you sacrifice a Forest.'
Rotting Giant: 'Whenever Rotting Giant attacks or blocks, sacrifice it unless you exile a card from your
graveyard.'"""

from __future__ import annotations

from support.scenario_text import passes


def _catacombs(answer: str, lands: str = "Island") -> str:
    return f"""\
    format: lithoform-scenario/1
    name: catacombs
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{lands}]
        hand: ["Crosis's Catacombs"]
    script:
      - {{P1: play, card: "Crosis's Catacombs"}}
      - resolve: 1
      - {{P1: choose, {answer}}}
      - resolve: all
"""


def test_crosiss_catacombs_returns_a_non_lair_land() -> None:
    """Ruling: "You can return a land that is tapped or untapped." Paying returns the Island to the hand; the
    Lair stays."""
    passes(_catacombs("yes: true", "{card: Island, tapped: true}") + """\
    expect:
      - {zone: P1.hand, contains: [Island]}
      - {zone: P1.battlefield, contains: ["Crosis's Catacombs"]}
    """)


def test_crosiss_catacombs_is_sacrificed_if_you_dont_return_a_land() -> None:
    passes(_catacombs("no: true") + """\
    expect:
      - {zone: P1.graveyard, contains: ["Crosis's Catacombs"]}
      - {zone: P1.battlefield, contains: [Island]}
    """)


def test_crosiss_catacombs_without_another_land_is_sacrificed() -> None:
    """118.3: with no non-Lair land to return (the Catacombs is itself a Lair), the cost can't be paid: it is
    sacrificed without a question."""
    passes("""\
    format: lithoform-scenario/1
    name: catacombs alone
    setup:
      active: P1
      step: main1
      P1:
        hand: ["Crosis's Catacombs"]
    script:
      - {P1: play, card: "Crosis's Catacombs"}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: ["Crosis's Catacombs"]}
    """)


def test_plant_elemental_sacrifices_a_forest_to_stay() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: plant elemental
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Forest, Forest, Forest]
        hand: [Plant Elemental]
    script:
      - {P1: cast, card: Plant Elemental}
      - resolve: 1
      - resolve: 1
      - {P1: choose, yes: true}
      - {P1: choose, cards: [Forest]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Plant Elemental]}
      - {zone: P1.graveyard, contains: [Forest]}
      - {zone: P1.battlefield, count: {Forest: 2}}
    """)


def test_rotting_giant_with_an_empty_graveyard_is_sacrificed_as_it_attacks() -> None:
    """118.3: no card in the graveyard to exile: it is sacrificed (still declared as an attacker first)."""
    passes("""\
    format: lithoform-scenario/1
    name: rotting giant
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Rotting Giant]
    script:
      - advance: declare_attackers
      - attack: [Rotting Giant]
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Rotting Giant]}
      - {life: {P2: 20}}
    """)


def test_rotting_giant_exiles_a_card_from_your_graveyard() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: rotting giant pays
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Rotting Giant]
        graveyard: [Shock]
    script:
      - advance: declare_attackers
      - attack: [Rotting Giant]
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
      - advance: end_of_combat
    expect:
      - {zone: P1.exile, contains: [Shock]}
      - {life: {P2: 17}}
    """)
