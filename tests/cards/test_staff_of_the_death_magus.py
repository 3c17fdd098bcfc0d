"""Staff of the Death Magus (compiled from its Oracle text): 'Whenever you cast a black spell or a Swamp enters the
battlefield under your control, you gain 1 life.' One ability with two trigger events (603.2)."""

from __future__ import annotations

from support.scenario_text import passes


def test_a_black_spell_and_a_swamp_each_gain_1_life() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: staff of the death magus
    rules: [603.2, 601.2i]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Staff of the Death Magus, Swamp, Mountain]
        hand: [Swamp, Duress, Lightning Bolt]
      P2:
        hand: [Island]
    script:
      - {P1: play, card: Swamp}
      - resolve: all
      - {P1: cast, card: Duress, targets: [P2]}
      - resolve: all
      - {P1: cast, card: Lightning Bolt, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P1: 22, P2: 17}}
    """)


def test_an_opponents_swamp_or_black_spell_doesnt_count() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: staff opponent
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Staff of the Death Magus]
      P2:
        battlefield: [Swamp]
        hand: [Swamp, Duress]
    script:
      - {P2: play, card: Swamp}
      - {P2: cast, card: Duress, targets: [P1]}
      - resolve: all
    expect:
      - {life: {P1: 20}}
    """)
