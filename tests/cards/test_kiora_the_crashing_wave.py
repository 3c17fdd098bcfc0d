"""Kiora, the Crashing Wave (compiled from its Oracle text): '[+1]: Until your next turn, prevent all damage that
would be dealt to and dealt by target permanent an opponent controls.' (615.1a; 611.2b: the prevention effect
outlasts the cleanup step and ends as its controller's next turn begins). The rulings quoted are the card's."""

from __future__ import annotations

from support.scenario_text import passes


def test_damage_to_and_by_the_permanent_is_prevented_until_your_next_turn() -> None:
    """611.2b: on P2's turn the Bears' combat damage to P1 and a Lightning Bolt's damage to the Bears are both
    prevented; once P1's next turn has begun, another Bolt destroys them."""
    passes("""\
    format: lithoform-scenario/1
    name: kiora prevents
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Kiora, the Crashing Wave", counters: {loyalty: 2}}, {card: Mountain, count: 2}]
        hand: [{card: Lightning Bolt, label: Bolt A}, {card: Lightning Bolt, label: Bolt B}]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: activate, card: "Kiora, the Crashing Wave", ability: 1, targets: [Grizzly Bears]}
      - resolve: all
      - advance: {turn: 2, step: declare_attackers}
      - attack: {Grizzly Bears: P1}
      - advance: end_of_combat
      - check:
          - {life: {P1: 20}}
      - {P2: pass}
      - {P1: cast, card: Bolt A, targets: [Grizzly Bears]}
      - resolve: all
      - check:
          - {zone: P2.battlefield, contains: [Grizzly Bears]}
      - advance: {turn: 3, step: main1}
      - {P1: cast, card: Bolt B, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
    """)
