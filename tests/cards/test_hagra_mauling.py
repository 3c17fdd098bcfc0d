"""Hagra Mauling // Hagra Broodpit (compiled from its Oracle text), a modal double-faced card (712): 'This spell
costs {1} less to cast if an opponent controls no basic lands. Destroy target creature.' // 'Hagra Broodpit
enters the battlefield tapped. {T}: Add {B}.' A cost reduction with a condition (601.2f, 118.7), checked as
the total cost is determined."""

from __future__ import annotations

from support.scenario_text import passes

CARD = "Hagra Mauling // Hagra Broodpit"


def test_costs_one_less_when_an_opponent_controls_no_basic_lands() -> None:
    """601.2f: the opponent controls only a nonbasic land, so three Swamps pay {1}{B}{B}; the creature is
    destroyed (701.8)."""
    passes(f"""\
    format: lithoform-scenario/1
    name: hagra mauling reduced
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: Swamp, count: 3}}]
        hand: ["{CARD}"]
      P2:
        battlefield: [Watery Grave, Grizzly Bears]
    script:
      - {{P1: cast, card: "{CARD}", face: Hagra Mauling, targets: [Grizzly Bears]}}
      - resolve: all
    expect:
      - {{zone: P2.graveyard, contains: [Grizzly Bears]}}
      - {{zone: P1.graveyard, contains: [Hagra Mauling]}}
    """)


def test_full_cost_when_the_opponent_controls_a_basic_land() -> None:
    """The opponent controls a basic land (205.4c: Island is basic): no reduction, and three Swamps can't pay
    {2}{B}{B}."""
    passes(f"""\
    format: lithoform-scenario/1
    name: hagra mauling full cost
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: Swamp, count: 3}}]
        hand: ["{CARD}"]
      P2:
        battlefield: [Island, Grizzly Bears]
    script:
      - {{P1: cannot, cast: "{CARD}", targets: [Grizzly Bears]}}
    expect:
      - {{zone: P2.battlefield, contains: [Grizzly Bears]}}
    """)


def test_the_opponent_need_not_control_the_target() -> None:
    """Ruling: "The opponent who controls no basic lands doesn't have to be the controller of the target
    creature for Hagra Mauling's cost to be reduced." P1 destroys its own creature for {1}{B}{B}."""
    passes(f"""\
    format: lithoform-scenario/1
    name: hagra mauling own creature
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: Swamp, count: 3}}, Grizzly Bears]
        hand: ["{CARD}"]
      P2:
        battlefield: [Watery Grave]
    script:
      - {{P1: cast, card: "{CARD}", face: Hagra Mauling, targets: [Grizzly Bears]}}
      - resolve: all
    expect:
      - {{zone: P1.graveyard, contains: [Grizzly Bears, Hagra Mauling]}}
    """)


def test_the_land_face_enters_tapped() -> None:
    """712.12 (played as its back face, a land): 'Hagra Broodpit enters the battlefield tapped.' (614.1c); the
    ruling: "To determine whether it is legal to play a modal double-faced card, consider only the
    characteristics of the face you're playing and ignore the other face's characteristics.\""""
    passes(f"""\
    format: lithoform-scenario/1
    name: hagra broodpit
    setup:
      active: P1
      step: main1
      P1:
        hand: ["{CARD}"]
    script:
      - {{P1: play, card: "{CARD}", face: Hagra Broodpit}}
    expect:
      - {{object: Hagra Broodpit, tapped: true, types: [Land], zone: P1.battlefield}}
    """)
