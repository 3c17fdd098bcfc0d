"""'~ gets +2/+0 until end of turn and deals 1 damage to you.' (Electric Eel; 608.2c: the second verb has the first's
subject), compiled from the Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_electric_eel_pumps_and_deals_damage_to_its_controller() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: electric eel
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Electric Eel, {card: Mountain, count: 2}]
    script:
      - {P1: activate, card: Electric Eel}
      - resolve: all
    expect:
      - {object: Electric Eel, power: 3, toughness: 1}
      - {life: {P1: 19, P2: 20}}
    """)
