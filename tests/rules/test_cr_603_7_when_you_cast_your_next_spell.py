"""CR 603.7a and 603.7c: Galvanic Iteration's 'When you cast your next instant or sorcery spell this turn,
copy that spell.': a delayed triggered ability created on resolution, that triggers once, on its
controller's next matching spell this turn (601.2i), and ends with the turn (514.2)."""

from __future__ import annotations

from support.scenario_text import passes

ITERATION = """\
    format: lithoform-scenario/1
    name: galvanic iteration
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Island, {card: Mountain, count: 3}]
        hand: [Galvanic Iteration, {card: Lightning Bolt, label: Bolt A}, {card: Lightning Bolt, label: Bolt B}]
      P2:
        battlefield: [Mountain]
        hand: [Shock]
    script:
      - {P1: cast, card: Galvanic Iteration}
      - resolve: all
"""


def test_603_7c_it_copies_the_next_instant_or_sorcery_only() -> None:
    passes(ITERATION + """\
      - {P1: cast, card: Bolt A, targets: [P2]}
      - resolve: 1
      - {P1: choose, new_targets: keep}
      - resolve: all
      - {P1: cast, card: Bolt B, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 11}}
    """)


def test_603_7a_an_opponents_spell_doesnt_trigger_it() -> None:
    passes(ITERATION + """\
      - {P1: pass}
      - {P2: cast, card: Shock, targets: [P1]}
      - resolve: all
      - {P1: cast, card: Bolt A, targets: [P2]}
      - resolve: 1
      - {P1: choose, new_targets: keep}
      - resolve: all
    expect:
      - {life: {P1: 18, P2: 14}}
    """)


def test_514_2_it_ends_with_the_turn() -> None:
    passes(ITERATION + """\
      - advance: {turn: 3, step: main1}
      - {P1: cast, card: Bolt A, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 17}}
      - {stack: {size: 0}}
    """)
