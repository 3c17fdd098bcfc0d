"""Flaring Flame-Kin (compiled from its Oracle text): 'As long as Flaring Flame-Kin is enchanted, it gets +2/+2,
has trample, and has "{R}: Flaring Flame-Kin gets +1/+0 until end of turn."' (611.3a: the effect applies only
while the condition holds; layers 6 and 7c, 613.1f, 613.4c; 303.4: an Aura attached to it enchants it)."""

from __future__ import annotations

from support.scenario_text import passes


def test_enchanted_it_grows_and_gains_firebreathing() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: flame-kin enchanted
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Flaring Flame-Kin, {card: Mountain, count: 2}, Forest]
        hand: [Rancor]
    script:
      - {P1: cast, card: Rancor, targets: [Flaring Flame-Kin]}
      - resolve: all
      - check:
          - {object: Flaring Flame-Kin, power: 6, toughness: 4, abilities: [Trample]}
      - {P1: activate, card: Flaring Flame-Kin, ability: 1}
      - resolve: all
    expect:
      - {object: Flaring Flame-Kin, power: 7, toughness: 4}
    """)


def test_unenchanted_it_has_none_of_it() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: flame-kin bare
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Flaring Flame-Kin, Mountain]
    script:
      - {P1: cannot, activate: Flaring Flame-Kin}
    expect:
      - {object: Flaring Flame-Kin, power: 2, toughness: 2}
    """)
