"""608.2c: 'Create N tokens. If [condition], create M of those tokens instead.' — the same tokens, M of them, when
the condition holds as the spell resolves: kicked (702.33d), cast from a graveyard (601.2a, 702.34a: flashback),
foretold (702.143; X from the foretell cost, 107.3)."""

from __future__ import annotations

from support.scenario_text import passes


def test_702_33d_kicked_twelve_of_those_tokens_instead() -> None:
    """Conqueror's Pledge: 'Create six 1/1 white Kor Soldier creature tokens. If this spell was kicked, create
    twelve of those tokens instead.'"""
    passes("""\
    format: lithoform-scenario/1
    name: conqueror's pledge kicked
    rules: [608.2c, 702.33d]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 12}]
        hand: ["Conqueror's Pledge"]
    script:
      - {P1: cast, card: "Conqueror's Pledge", kicker: true}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: 24}
    """)
    passes("""\
    format: lithoform-scenario/1
    name: conqueror's pledge unkicked
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 6}]
        hand: ["Conqueror's Pledge"]
    script:
      - {P1: cast, card: "Conqueror's Pledge"}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: 12}
    """)


def test_601_2a_cast_from_a_graveyard_ten_of_those_tokens_instead() -> None:
    """Increasing Devotion: 'Create five 1/1 white Human creature tokens. If this spell was cast from a graveyard,
    create ten of those tokens instead.' Cast from the hand: five; with flashback from the graveyard: ten."""
    passes("""\
    format: lithoform-scenario/1
    name: increasing devotion flashback
    rules: [608.2c, 601.2a, 702.34a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 9}]
        graveyard: [Increasing Devotion]
    script:
      - {P1: cast, card: Increasing Devotion, from: graveyard}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: 19}
      - {zone: P1.exile, contains: [Increasing Devotion]}
    """)
    passes("""\
    format: lithoform-scenario/1
    name: increasing devotion from hand
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 5}]
        hand: [Increasing Devotion]
    script:
      - {P1: cast, card: Increasing Devotion}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: 10}
    """)


def test_601_2a_cast_from_a_graveyard_counters_instead() -> None:
    """Increasing Savagery: 'Put five +1/+1 counters on target creature. If this spell was cast from a graveyard,
    put ten +1/+1 counters on that creature instead.'"""
    passes("""\
    format: lithoform-scenario/1
    name: increasing savagery flashback
    rules: [608.2c, 601.2a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Forest, count: 7}, Grizzly Bears]
        graveyard: [Increasing Savagery]
    script:
      - {P1: cast, card: Increasing Savagery, from: graveyard, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {object: Grizzly Bears, counters: {"+1/+1": 10}}
    """)


def test_702_143_foretold_x_of_those_tokens_instead() -> None:
    """Starnheim Unleashed: 'Create a 4/4 white Angel Warrior creature token with flying and vigilance. If this
    spell was foretold, create X of those tokens instead. Foretell {X}{X}{W}' — cast for its foretell cost with
    X = 2 (107.3: X is announced as it is cast): two Angels."""
    passes("""\
    format: lithoform-scenario/1
    name: starnheim unleashed foretold
    rules: [608.2c, 702.143a, 107.3]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 5}]
        hand: [{card: Starnheim Unleashed, label: Starnheim}]
    script:
      - {P1: foretell, card: Starnheim}
      - advance: {turn: 3, step: main1}
      - {P1: cast, card: Starnheim, from: exile, via: foretell, x: 2}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: 7}
    """)
