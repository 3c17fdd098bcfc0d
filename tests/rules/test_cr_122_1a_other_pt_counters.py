"""122.1a, 613.4c: counters of any +X/+Y or -X/-Y kind change power and toughness in layer 7c ('+1/+2', '+1/+0',
'-0/-1' ...), and only +1/+1 and -1/-1 counters annihilate each other (704.5q). Cards compiled from the text."""

from __future__ import annotations

from support.scenario_text import passes


def test_armor_thrull_puts_a_plus_one_plus_two_counter() -> None:
    """Armor Thrull: "{T}, Sacrifice Armor Thrull: Put a +1/+2 counter on target creature." """
    passes("""\
    format: lithoform-scenario/1
    name: armor thrull
    rules: [122.1a, 613.4c]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Armor Thrull, Grizzly Bears]
    script:
      - {P1: activate, card: Armor Thrull, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {object: Grizzly Bears, power: 3, toughness: 4, counters: {"+1/+2": 1}}
    """)


def test_balduvian_hydra_enters_with_x_plus_one_plus_zero_counters() -> None:
    """Balduvian Hydra (0/1): "Balduvian Hydra enters the battlefield with X +1/+0 counters on it." """
    passes("""\
    format: lithoform-scenario/1
    name: balduvian hydra
    rules: [122.1a, 614.1c]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 5}]
        hand: [Balduvian Hydra]
    script:
      - {P1: cast, card: Balduvian Hydra, x: 3}
      - resolve: all
    expect:
      - {object: Balduvian Hydra, power: 3, toughness: 1, counters: {"+1/+0": 3}}
    """)


def test_other_pt_counters_do_not_annihilate() -> None:
    """704.5q names only +1/+1 and -1/-1 counters: a +1/+0 and a -1/-1 counter both stay."""
    passes("""\
    format: lithoform-scenario/1
    name: no annihilation
    rules: [704.5q]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Hill Giant, counters: {"+1/+0": 1, "-1/-1": 1, "-0/-1": 1}}]
    script:
      - pass: 1
    expect:
      - {object: Hill Giant, power: 3, toughness: 1, counters: {"+1/+0": 1, "-1/-1": 1, "-0/-1": 1}}
    """)
