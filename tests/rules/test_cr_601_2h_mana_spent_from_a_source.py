"""CR 601.2h, 106.3: the payment records the source of each mana spent (Choices.spent_from); 'if mana from a
Treasure was spent to cast it' reads them as the sources last existed (mechanics/mana_spent_from)."""

from __future__ import annotations

from support.scenario_text import passes, passes_file


def test_601_2h_mana_from_a_treasure_was_spent_to_cast_hired_hexblade() -> None:
    passes_file("hired_hexblade_mana_from_a_treasure_601_2h.yaml")


def test_601_2h_without_treasure_mana_the_ability_does_nothing() -> None:
    passes("""\
        format: lithoform-scenario/1
        name: no Treasure mana
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Swamp, count: 2}]
            hand: [Hired Hexblade]
        script:
          - {P1: cast, card: Hired Hexblade}
          - resolve: all
        expect:
          - {zone: P1.hand, count: 0}
          - {life: {P1: 20}}
        """)


def test_601_2h_spoils_of_the_hunt_counts_each_treasure_mana() -> None:
    passes("""\
        format: lithoform-scenario/1
        name: two Treasure mana
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Mountain, count: 2}, Forest, {card: Grizzly Bears, label: Bears}]
            hand: [Strike It Rich, Spoils of the Hunt]
          P2:
            battlefield: [{card: Hill Giant, label: Giant}]
        script:
          - {P1: cast, card: Strike It Rich, pay: [Mountain]}
          - resolve: all
          - {P1: cast, card: Spoils of the Hunt, targets: [Bears, Giant], pay: [Forest, token:Treasure, Mountain]}
          - resolve: all
        expect:
          - {object: Bears, power: 3}
          - {zone: P2.graveyard, contains: [Hill Giant]}
        """)
