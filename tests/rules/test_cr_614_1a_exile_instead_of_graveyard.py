"""CR 614.1a: static replacement effects on objects going to a graveyard: 'If a card or token would be put
into a graveyard from anywhere, exile it instead.' (Rest in Peace), Sanctifier en-Vec's colors, Anafenza,
the Foremost's 'a nontoken creature an opponent owns'. The object is read as it is in the zone it leaves."""

from __future__ import annotations

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_614_1a_rest_in_peace_exiles_spells_dying_creatures_and_discarded_cards() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: rest in peace
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Rest in Peace, {card: Mountain, count: 2}, Grizzly Bears]
        hand: [Lightning Bolt]
      P2:
        battlefield: [Raging Goblin]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Raging Goblin]}
      - resolve: all
    expect:
      - {zone: P1.exile, contains: [Lightning Bolt]}
      - {zone: P2.exile, contains: [Raging Goblin]}
      - {zone: P1.graveyard, count: 0}
      - {zone: P2.graveyard, count: 0}
    """)


def test_614_1a_anafenza_exiles_only_what_an_opponent_owns() -> None:
    """Anafenza's ruling: 'Token creatures will still go to the graveyard briefly' is about tokens; a
    nontoken creature the opponent owns is exiled, one the controller owns goes to the graveyard."""
    passes("""\
    format: lithoform-scenario/1
    name: anafenza
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Anafenza, the Foremost", Grizzly Bears, {card: Mountain, count: 2}]
        hand: [{card: Lightning Bolt, label: A}, {card: Lightning Bolt, label: B}]
      P2:
        battlefield: [Raging Goblin]
    script:
      - {P1: cast, card: A, targets: [Raging Goblin]}
      - resolve: all
      - {P1: cast, card: B, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Raging Goblin]}
      - {zone: P1.graveyard, contains: [Grizzly Bears, Lightning Bolt]}
    """)


def test_614_1a_sanctifier_en_vec_exiles_black_and_red_objects_from_any_zone() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: sanctifier
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Sanctifier en-Vec, {card: Plains, count: 1}]
      P2:
        battlefield: [Mountain, Raging Goblin, Grizzly Bears]
        hand: [Shock, Duress]
    script:
      - {P1: pass}
      - {P2: cast, card: Shock, targets: [Raging Goblin]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Shock, Raging Goblin]}
      - {zone: P2.graveyard, count: 0}
    """)


def test_614_1a_the_templates_compile_and_others_stay_refused() -> None:
    for name in ("Rest in Peace", "Anafenza, the Foremost", "Sanctifier en-Vec"):
        assert compile_card(get_card(name)).ok, name
    # 'if ~ is in your opening hand' is another rule (103.6, mechanics/opening_hand): the card compiles whole
    assert compile_card(get_card("Leyline of the Void")).ok
