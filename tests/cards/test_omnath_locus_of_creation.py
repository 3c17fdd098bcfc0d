"""Omnath, Locus of Creation: 'Landfall — Whenever a land enters the battlefield under your control, you gain 4 life
if this is the first time this ability has resolved this turn. If it's the second time, add {R}{G}{W}{U}. If it's
the third time, Omnath deals 4 damage to each opponent and each planeswalker you don't control.' (608.2c;
mechanics/resolution_count), compiled and played."""

from __future__ import annotations

from support.scenario_text import passes


def test_omnath_first_second_and_third_landfall() -> None:
    """The first resolution gains 4 life; the second adds {R}{G}{W}{U} (it pays for the second Explore); the third
    deals 4 damage to P2. Ruling: "Omnath's landfall ability has no effect each time beyond the third it resolves
    in a turn." """
    passes("""\
    format: lithoform-scenario/1
    name: omnath
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Omnath, Locus of Creation", Forest, Island]
        hand: [Plains, Mountain, Swamp, {card: Explore, label: E1}, {card: Explore, label: E2}]
    script:
      - {P1: play, card: Plains}
      - resolve: all
      - {P1: cast, card: E1, pay: [Forest, Island]}
      - resolve: all
      - {P1: play, card: Mountain}
      - resolve: all
      - {P1: cast, card: E2}
      - resolve: all
      - {P1: play, card: Swamp}
      - resolve: all
    expect:
      - {life: {P1: 24, P2: 16}}
      - {zone: P1.graveyard, count: {Explore: 2}}
    """)
