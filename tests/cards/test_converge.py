"""Converge (207.2c, 601.2h): 'for each color of mana spent to cast it' and 'X is the number of colors of mana spent
to cast this spell' (Woodland Wanderer, Radiant Flames, Painful Truths), compiled from the Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_woodland_wanderer_counts_the_colors_spent() -> None:
    """Woodland Wanderer: "enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast
    it." Ruling: "Colorless is not a color." Paid with {G}{W}{U} and {C}: three counters."""
    passes("""\
    format: lithoform-scenario/1
    name: woodland wanderer
    rules: [601.2h, 105.1]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Forest, Plains, Island, Wastes]
        hand: [Woodland Wanderer]
    script:
      - {P1: cast, card: Woodland Wanderer, pay: [Forest, Plains, Island, Wastes]}
      - resolve: all
    expect:
      - {object: Woodland Wanderer, counters: {"+1/+1": 3}, power: 5}
    """)


def test_one_color_twice_counts_once() -> None:
    """105.1: two green mana are one color: Woodland Wanderer paid with {G}{G}{G}{G} gets one counter."""
    passes("""\
    format: lithoform-scenario/1
    name: woodland wanderer mono
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Forest, count: 4}]
        hand: [Woodland Wanderer]
    script:
      - {P1: cast, card: Woodland Wanderer}
      - resolve: all
    expect:
      - {object: Woodland Wanderer, counters: {"+1/+1": 1}}
    """)


def test_painful_truths_draws_and_loses_for_each_color() -> None:
    """Painful Truths: "You draw X cards and you lose X life, where X is the number of colors of mana spent to
    cast this spell." Paid with {B}{R}{U}: 3."""
    passes("""\
    format: lithoform-scenario/1
    name: painful truths
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Swamp, Mountain, Island]
        hand: [Painful Truths]
        library: [Plains, Plains, Plains, Plains]
    script:
      - {P1: cast, card: Painful Truths, pay: [Swamp, Mountain, Island]}
      - resolve: all
    expect:
      - {life: {P1: 17}}
      - {zone: P1.hand, count: 3}
    """)
