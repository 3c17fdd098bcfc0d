"""CR 106.1a, 106.3: 'Add three mana in any combination of {R} and/or {G}.' and 'Add two mana of different
colors.' (mechanics/mana_combinations): the player chooses the colors as the mana is added."""

from __future__ import annotations

import pytest
from support.scenario_text import passes


def test_106_1a_goblin_clearcutter_three_mana_of_red_and_green() -> None:
    """Goblin Clearcutter: "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}." """
    passes("""
        format: lithoform-scenario/1
        name: Goblin Clearcutter pays {1}{R}{G} for Branching Bolt
        rules: [106.1a, 605.3b]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Goblin Clearcutter, Forest]
            hand: [Branching Bolt]
          P2:
            battlefield: [Wind Drake]
        script:
          - {P1: activate, card: Goblin Clearcutter, sacrifice: [Forest], mana: "{R}{G}{G}"}
          - {P1: cast, card: Branching Bolt, modes: [1], targets: [Wind Drake]}
          - resolve: all
        expect:
          - {zone: P2.graveyard, contains: [Wind Drake]}
          - {zone: P1.graveyard, contains: [Forest, Branching Bolt]}
    """)


def test_106_1a_firemind_vessel_two_mana_of_different_colors() -> None:
    """Firemind Vessel: "{T}: Add two mana of different colors." It pays {W}{U} at once."""
    passes("""
        format: lithoform-scenario/1
        name: Firemind Vessel can pay {W}{U} for Dovin's Veto
        rules: [106.1a]
        setup:
          active: P1
          step: untap
          P1:
            battlefield: [Firemind Vessel]
            hand: [Dovin's Veto]
          P2:
            battlefield: [Island]
            hand: [Opt]
        script:
          - {P1: pass}
          - {P2: cast, card: Opt}
          - {P2: pass}
          - {P1: can, cast: Dovin's Veto}
        expect:
          - {stack: {size: 1}}
    """)


@pytest.mark.parametrize("name", ["Firemind Vessel"])
def test_106_1a_two_mana_of_different_colors_offers_no_same_color_pair(name: str) -> None:
    """'different colors': {U}{U} can't be made, so a {U}{U} spell can't be paid with it alone."""
    passes(f"""
        format: lithoform-scenario/1
        name: {name} can't pay {{U}}{{U}}
        rules: [106.1a]
        setup:
          active: P1
          step: untap
          P1:
            battlefield: [{name}]
            hand: [Counterspell]
          P2:
            battlefield: [Island]
            hand: [Opt]
        script:
          - {{P1: pass}}
          - {{P2: cast, card: Opt}}
          - {{P2: pass}}
          - {{P1: cannot, cast: Counterspell}}
        expect:
          - {{stack: {{size: 1}}}}
    """)
