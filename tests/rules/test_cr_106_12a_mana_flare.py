"""CR 106.12a, 605.1b, 605.4a: 'Whenever a player taps a land for mana, that player adds one mana of any type that
land produced.' (Mana Flare, Heartbeat of Spring, Zhur-Taa Ancient, Dictate of Karametra): a triggered mana
ability of every player's lands; it resolves at once and adds the type the land made."""

from __future__ import annotations

from support.scenario_text import passes


def test_106_12a_mana_flare_doubles_each_players_land_mana() -> None:
    """With Mana Flare, one Mountain pays for Lava Spike's {R} and Shock's {R}: two mana from one land. The opponent's
    Island makes {U}{U} too (it's 'a player', anyone)."""
    passes("""
        format: lithoform-scenario/1
        name: Mana Flare adds one mana of the type the land produced
        rules: [106.12a, 605.4a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Mana Flare, Mountain]
            hand: [Lava Spike, Shock]
          P2:
            battlefield: [Island]
            hand: [Counterspell]
        script:
          - {P1: activate, card: Mountain}
          - {P1: cast, card: Lava Spike, targets: [P2]}
          - {P1: cast, card: Shock, targets: [P2]}
          - {P1: pass}
          - {P2: can, cast: Counterspell}
        expect:
          - {zone: P1.hand, count: 0}
          - {stack: {size: 2}}
    """)


def test_106_12a_without_mana_flare_one_land_one_mana() -> None:
    """Control case: without it, the Mountain's one {R} pays for one spell only."""
    passes("""
        format: lithoform-scenario/1
        name: one Mountain, one red mana
        rules: [106.12a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Mountain]
            hand: [Lava Spike, Shock]
        script:
          - {P1: activate, card: Mountain}
          - {P1: cast, card: Lava Spike, targets: [P2]}
          - {P1: cannot, cast: Shock}
        expect:
          - {stack: {size: 1}}
    """)
