"""'Until end of turn' phrase families (issue 12, the eot family): each test plays a card whose text was refused
before and checks what the engine does with it (611.2a, 514.2: the effect lasts until the cleanup step)."""

from __future__ import annotations

from support.scenario_text import passes


def test_115_1d_any_number_of_target_creatures_each_get() -> None:
    """Colossal Heroics: 'Any number of target creatures each get +2/+2 until end of turn. Untap those
    creatures.' Ruling (2014-04-26): "Colossal Heroics can target any creatures, not just ones that are
    tapped." """
    passes("""
        format: lithoform-scenario/1
        name: "Colossal Heroics: two targets each get +2/+2 (115.1d)"
        rules: [115.1d, 611.2a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 5}, {card: Grizzly Bears, tapped: true}, Hill Giant]
            hand: [Colossal Heroics]
          P2:
            battlefield: [Craw Wurm]
        script:
          - {P1: cast, card: Colossal Heroics, targets: [Grizzly Bears, Hill Giant]}
          - resolve: all
        expect:
          - {object: Grizzly Bears, power: 4, toughness: 4, tapped: false}
          - {object: Hill Giant, power: 5, toughness: 5}
          - {object: Craw Wurm, power: 6, toughness: 4}
    """)


def test_115_1d_any_number_of_targets_each_gain_a_keyword() -> None:
    """Aerial Formation: 'Strive — ... Any number of target creatures each get +1/+1 and gain flying until end of
    turn.' The effect ends in the cleanup step (514.2)."""
    passes("""
        format: lithoform-scenario/1
        name: "Aerial Formation: one target gets +1/+1 and flying until end of turn (514.2)"
        rules: [115.1d, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Island, count: 3}, Grizzly Bears]
            hand: [Aerial Formation]
        script:
          - {P1: cast, card: Aerial Formation, targets: [Grizzly Bears]}
          - resolve: all
          - check: [{object: Grizzly Bears, power: 3, toughness: 3, abilities: [flying]}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, power: 2, toughness: 2, lacks_abilities: [flying]}
    """)
