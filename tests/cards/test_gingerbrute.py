"""Gingerbrute (compiled from its Oracle text): '{1}: Gingerbrute can't be blocked this turn except by creatures
with haste.' A blocking restriction (509.1b) granted as an ability until the turn ends (514.2)."""

from __future__ import annotations

from support.scenario_text import passes

BOARD = """\
    format: lithoform-scenario/1
    name: gingerbrute
    rules: [509.1b, 514.2]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Gingerbrute, Mountain]
      P2:
        battlefield: [Grizzly Bears, Raging Goblin]
"""


def test_after_the_ability_only_a_creature_with_haste_can_block_it() -> None:
    passes(BOARD + """\
    script:
      - {P1: activate, card: Gingerbrute, ability: 1}
      - resolve: all
      - advance: declare_attackers
      - attack: [Gingerbrute]
      - advance: declare_blockers
      - {block: {Grizzly Bears: Gingerbrute}, expect: illegal}
      - block: {Raging Goblin: Gingerbrute}
      - advance: end_of_combat
    expect:
      - {life: {P2: 20}}
    """)


def test_without_the_ability_any_creature_may_block_it() -> None:
    passes(BOARD + """\
    script:
      - advance: declare_attackers
      - attack: [Gingerbrute]
      - advance: declare_blockers
      - block: {Grizzly Bears: Gingerbrute}
      - advance: end_of_combat
    expect:
      - {zone: P1.graveyard, contains: [Gingerbrute]}
    """)


def test_the_restriction_ends_with_the_turn() -> None:
    """514.2: 'this turn' effects end in the cleanup step: on P1's next turn the Bears may block it."""
    passes(BOARD + """\
    script:
      - {P1: activate, card: Gingerbrute, ability: 1}
      - resolve: all
      - advance: declare_attackers
      - attack: []
      - advance: {turn: 2, step: declare_attackers}
      - attack: []
      - advance: {turn: 3, step: declare_attackers}
      - attack: [Gingerbrute]
      - advance: declare_blockers
      - block: {Grizzly Bears: Gingerbrute}
      - advance: end_of_combat
    expect:
      - {zone: P1.graveyard, contains: [Gingerbrute]}
    """)
