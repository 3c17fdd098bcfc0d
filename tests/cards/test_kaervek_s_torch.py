"""Kaervek's Torch (compiled from its Oracle text): 'As long as Kaervek's Torch is on the stack, spells that
target it cost {2} more to cast. Kaervek's Torch deals X damage to any target.' A static ability of a spell
that functions on the stack (113.6), increasing the total cost (601.2f) of spells whose targets (chosen first,
601.2c) include it."""

from __future__ import annotations

from support.scenario_text import passes


def _torch(p2_islands: int, script: str, expect: str) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: kaervek's torch
    rules: [113.6, 601.2f]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: Mountain, count: 3}}]
        hand: [Kaervek's Torch]
      P2:
        battlefield: [{{card: Island, count: {p2_islands}}}, Mountain]
        hand: [Counterspell, Lightning Bolt]
    script:
      - {{P1: cast, card: Kaervek's Torch, x: 2, targets: [P2]}}
      - {{P1: pass}}
{script}
    expect:
{expect}
    """)


def test_a_counterspell_targeting_it_costs_2_more() -> None:
    """Counterspell ({U}{U}) costs {2}{U}{U} against the Torch: two Islands and a Mountain can't pay it."""
    _torch(2, """\
      - {P2: cast, card: Counterspell, targets: [stack:top], expect: illegal}
      - resolve: all""", """\
      - {life: {P2: 18}}
      - {zone: P2.hand, count: 2}""")


def test_with_four_lands_the_counterspell_is_cast() -> None:
    _torch(3, """\
      - {P2: cast, card: Counterspell, targets: [stack:top]}
      - resolve: all""", """\
      - {life: {P2: 20}}
      - {zone: P1.graveyard, contains: [Kaervek's Torch]}
      - {zone: P2.battlefield, count: 4}""")


def test_a_spell_that_doesnt_target_it_costs_what_it_costs() -> None:
    """Lightning Bolt at P1 while the Torch is on the stack: {R}, paid with the one Mountain."""
    _torch(1, """\
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: all""", """\
      - {life: {P1: 17, P2: 18}}""")
