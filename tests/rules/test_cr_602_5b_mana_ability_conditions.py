"""CR 602.5b with 605.3a: a mana ability's 'Activate only if [condition]' is checked as it is activated: it can't
be activated (nor used by the auto-payer) while the condition doesn't hold (Temple of the False God, Tainted Field,
Mox Opal)."""

from __future__ import annotations

from support.scenario_text import passes


def test_602_5b_temple_of_the_false_god_needs_five_lands() -> None:
    """Temple of the False God: "{T}: Add {C}{C}. Activate only if you control five or more lands." With four
    lands it can't be tapped for mana; after a fifth land is played it pays for Grizzly Bears by itself."""
    passes("""
        format: lithoform-scenario/1
        name: Temple of the False God with four, then five lands
        rules: [602.5b, 605.3a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Temple of the False God, {card: Wastes, count: 3}]
            hand: [Forest, Grizzly Bears]
        script:
          - {P1: cannot, activate: Temple of the False God}
          - {P1: play, card: Forest}
          - {P1: can, activate: Temple of the False God}
          - {P1: cast, card: Grizzly Bears, pay: [Temple of the False God, Forest]}
          - resolve: all
        expect:
          - {zone: P1.battlefield, contains: [Grizzly Bears]}
          - {object: Temple of the False God, tapped: true}
    """)


def test_602_5b_tainted_field_colored_mana_only_with_a_swamp() -> None:
    """Tainted Field: "{T}: Add {C}. {T}: Add {W} or {B}. Activate only if you control a Swamp." Without a Swamp
    the colored ability can't be activated, so a white spell can't be cast with it."""
    passes("""
        format: lithoform-scenario/1
        name: Tainted Field without a Swamp makes only colorless mana
        rules: [602.5b, 605.3a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Tainted Field]
            hand: [Swamp, Savannah Lions]
        script:
          - {P1: cannot, cast: Savannah Lions}
          - {P1: play, card: Swamp}
          - {P1: can, cast: Savannah Lions}
          - {P1: cast, card: Savannah Lions, pay: [{source: Tainted Field, mana: W}]}
          - resolve: all
        expect:
          - {zone: P1.battlefield, contains: [Savannah Lions]}
    """)
