"""Ravenous Trap: 'If an opponent had three or more cards put into their graveyard from anywhere this turn, you may
pay {0} rather than pay this spell's mana cost. Exile target player's graveyard.' (118.9 alternative cost; the
condition reads the turn's events, 500.1; mechanics/opponent_history), compiled and played."""

from __future__ import annotations

from support.scenario_text import passes


def _after_scour(target: str, battlefield: str = "[]") -> str:
    """P2 casts Thought Scour at `target` (that player mills two cards; the Scour goes to P2's graveyard)."""
    return f"""\
    format: lithoform-scenario/1
    name: ravenous trap
    setup:
      active: P2
      step: main1
      P1:
        hand: [Ravenous Trap]
        battlefield: {battlefield}
      P2:
        hand: [Thought Scour]
        battlefield: [Island, Island]
    script:
      - {{P2: cast, card: Thought Scour, targets: [{target}]}}
      - resolve: 1
      - {{P2: pass}}
"""


def test_ravenous_trap_for_zero_after_three_cards_hit_an_opponents_graveyard() -> None:
    """Two milled cards and the resolved Thought Scour: three cards put into P2's graveyard this turn, so P1,
    with no lands, casts the Trap for {0} and exiles P2's graveyard."""
    passes(_after_scour("P2") + """\
      - {P1: cast, card: Ravenous Trap, kicker: mana, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, count: 0}
      - {zone: P2.exile, count: 3}
      - {zone: P1.graveyard, contains: [Ravenous Trap]}
    """)


def test_ravenous_trap_counts_only_one_opponents_graveyard() -> None:
    """Milling P1 puts two cards into P1's graveyard and only the Scour into P2's: no opponent had three, so the
    Trap can't be cast for {0}."""
    passes(_after_scour("P1") + """\
      - {P1: cannot, cast: Ravenous Trap, targets: [P2]}
    expect:
      - {zone: P1.hand, contains: [Ravenous Trap]}
    """)


def test_ruling_cost_increases_apply_to_the_alternative_cost() -> None:
    """Ruling (2020-08-07): 'To determine the total cost of a spell, start with the mana cost or alternative cost
    you're paying (such as Ravenous Trap's alternative cost), add any cost increases, then apply any cost
    reductions.' With Thalia, Guardian of Thraben ({1} more for noncreature spells) the Trap costs {1}: P1's one
    Swamp pays it."""
    passes(_after_scour("P2", "[\"Thalia, Guardian of Thraben\", Swamp]") + """\
      - {P1: cast, card: Ravenous Trap, kicker: mana, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, count: 0}
      - {zone: P1.graveyard, contains: [Ravenous Trap]}
      - {object: Swamp, tapped: true}
    """)
