"""Dovin, Hand of Control (compiled from its Oracle text): 'Artifact, instant, and sorcery spells your opponents
cast cost {1} more to cast.' (601.2f) and '[-1]: Until your next turn, prevent all damage that would be dealt to
and dealt by target permanent an opponent controls.' (615.1a, 611.2b). The rulings quoted are the card's."""

from __future__ import annotations

from support.scenario_text import passes


def test_an_opponents_instant_costs_one_more() -> None:
    """601.2f: P2's Lightning Bolt costs {1}{R}: with one Mountain P2 can't cast it (the second scenario below
    casts it with two)."""
    passes("""\
    format: lithoform-scenario/1
    name: dovin tax
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [{card: "Dovin, Hand of Control", counters: {loyalty: 5}}]
      P2:
        battlefield: [{card: Mountain, label: M1}]
        hand: [Lightning Bolt]
    script:
      - {P2: cannot, cast: Lightning Bolt, targets: [P1]}
    expect:
      - {life: {P1: 20}}
    """)


def test_ruling_the_prevention_continues_if_dovin_leaves_the_battlefield() -> None:
    """Ruling: "Once Dovin's loyalty ability resolves, the damage prevention continues to apply even if Dovin leaves
    the battlefield." Dovin goes from 4 to 3 loyalty; P2's Bolt (paying {1}{R}) takes Dovin to the graveyard; the
    Bears still deal no combat damage on P2's turn."""
    passes("""\
    format: lithoform-scenario/1
    name: dovin leaves
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Dovin, Hand of Control", counters: {loyalty: 4}}]
      P2:
        battlefield: [Grizzly Bears, {card: Mountain, count: 2}]
        hand: [Lightning Bolt]
    script:
      - {P1: activate, card: "Dovin, Hand of Control", ability: 1, targets: [Grizzly Bears]}
      - resolve: all
      - {P1: pass}
      - {P2: cast, card: Lightning Bolt, targets: ["Dovin, Hand of Control"]}
      - resolve: all
      - check:
          - {zone: P1.graveyard, contains: ["Dovin, Hand of Control"]}
      - advance: {turn: 2, step: declare_attackers}
      - attack: {Grizzly Bears: P1}
      - advance: end_of_combat
    expect:
      - {life: {P1: 20}}
    """)
