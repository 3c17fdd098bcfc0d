"""Galvanic Iteration (compiled from its Oracle text): 'When you cast your next instant or sorcery spell this
turn, copy that spell. You may choose new targets for the copy.' (603.7, 707.10)"""

from __future__ import annotations

from support.scenario_text import passes


def test_the_copy_resolves_first_and_may_have_a_new_target() -> None:
    """Ruling: "The copy will have the same targets as the spell it's copying unless you choose new ones.
    You may change any number of the targets, including all of them or none of them. The new targets must be
    legal." """
    passes("""\
    format: lithoform-scenario/1
    name: iteration new target
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Island, {card: Mountain, count: 2}]
        hand: [Galvanic Iteration, Lightning Bolt]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Galvanic Iteration}
      - resolve: all
      - {P1: cast, card: Lightning Bolt, targets: [P2]}
      - resolve: 1
      - {P1: choose, new_targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {life: {P2: 17}}
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
    """)


def test_the_copy_isnt_cast() -> None:
    """Ruling: "The copy that Galvanic Iteration's ability creates is created on the stack, so it's not
    "cast." Abilities that trigger when a player casts a spell won't trigger." """
    passes("""\
    format: lithoform-scenario/1
    name: iteration not cast
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Island, {card: Mountain, count: 2}, Young Pyromancer]
        hand: [Galvanic Iteration, Lightning Bolt]
    script:
      - {P1: cast, card: Galvanic Iteration}
      - resolve: all
      - {P1: cast, card: Lightning Bolt, targets: [P2]}
      - resolve: 1
      - {P1: choose, new_targets: keep}
      - resolve: all
    expect:
      - {life: {P2: 14}}
      - {zone: P1.battlefield, count: {"Elemental Token": 2}}
    """)
