"""Mindbreak Trap: 'If an opponent cast three or more spells this turn, you may pay {0} rather than pay this spell's
mana cost. Exile any number of target spells.' (118.9, 601.2i; mechanics/opponent_cast), compiled and played."""

from __future__ import annotations

from support.scenario_text import passes


def _trap(spells_before: int) -> str:
    thopters = ", ".join(f"{{card: Ornithopter, label: T{i}}}" for i in range(spells_before))
    casts = "".join(f"      - {{P2: cast, card: T{i}}}\n      - resolve: 1\n" for i in range(spells_before))
    return f"""\
    format: lithoform-scenario/1
    name: mindbreak trap
    setup:
      active: P2
      step: main1
      P1:
        hand: [Mindbreak Trap]
      P2:
        hand: [{thopters}, Memnite]
    script:
{casts}      - {{P2: cast, card: Memnite}}
      - {{P2: pass}}
"""


def test_mindbreak_trap_for_zero_after_three_spells() -> None:
    """118.9: the opponent cast three spells this turn (Memnite is their fourth): P1 casts the Trap for {0} and
    exiles Memnite while it is a spell."""
    passes(_trap(3) + """\
      - {P1: cast, card: Mindbreak Trap, kicker: mana, targets: ["stack:top"]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Memnite]}
      - {zone: P1.graveyard, contains: [Mindbreak Trap]}
    """)


def test_mindbreak_trap_needs_three_spells() -> None:
    """601.2i: Memnite counts once cast: two spells before it make three, and the Trap may be cast for {0}; one
    spell before it makes two, and P1, with no lands, can't cast the Trap."""
    passes(_trap(2) + """\
      - {P1: cast, card: Mindbreak Trap, kicker: mana, targets: ["stack:top"]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Memnite]}
    """)
    passes(_trap(1) + """\
      - {P1: cannot, cast: Mindbreak Trap, targets: ["stack:top"]}
    expect:
      - {zone: P1.hand, contains: [Mindbreak Trap]}
    """)
