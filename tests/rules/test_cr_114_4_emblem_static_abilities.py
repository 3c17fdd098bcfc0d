"""CR 114.4 and 611.3a: an emblem's static ability functions from the command zone for the rest of the game
and applies at each moment to what its description matches (Elspeth, Sun's Champion's 'Creatures you control
get +2/+2 and have flying.')."""

from __future__ import annotations

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

ELSPETH = """\
    format: lithoform-scenario/1
    name: elspeth
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Elspeth, Sun's Champion", counters: {loyalty: 7}}, Grizzly Bears, {card: Forest, count: 2}]
        hand: [Grizzly Bears]
      P2:
        battlefield: [Raging Goblin]
    script:
      - {P1: activate, card: "Elspeth, Sun's Champion", ability: 3}
      - resolve: all
"""


def test_114_4_the_emblem_gives_creatures_you_control_plus_2_plus_2_and_flying() -> None:
    passes(ELSPETH + """\
    expect:
      - {object: Grizzly Bears, power: 4, toughness: 4, abilities: [Flying]}
      - {object: Raging Goblin, power: 1, lacks_abilities: [Flying]}
    """)


def test_611_3a_a_creature_that_comes_later_gets_it_too_and_it_outlives_its_planeswalker() -> None:
    passes(ELSPETH + """\
      - {P1: cast, card: Grizzly Bears}
      - resolve: all
      - advance: {turn: 3, step: main1}
    expect:
      - {object: "Grizzly Bears#2", power: 4, toughness: 4, abilities: [Flying]}
      - {zone: P1.graveyard, contains: ["Elspeth, Sun's Champion"]}
    """)


def test_114_4_an_emblem_with_an_ability_the_layers_cant_apply_from_it_is_still_refused() -> None:
    """Only +N/+N and keywords for a group are read; other static abilities keep the card refused."""
    assert compile_card(get_card("Elspeth, Sun's Champion")).ok
    assert compile_card(get_card("Gideon, Ally of Zendikar")).ok  # 'Creatures you control get +1/+1.'
    koth = compile_card(get_card("Koth of the Hammer"))  # 'Mountains you control have "{T}: ..."'
    assert not koth.ok and any("emblem with abilities other than" in u.reason for u in koth.unparsed)
