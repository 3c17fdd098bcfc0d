"""Fable of the Mirror-Breaker's chapter II: 'You may discard up to two cards. If you do, draw that many cards.'
(714.2b chapter ability; 701.9a, 121.1, 608.2c: 'that many' is the number discarded; mechanics/discard_then_draw)."""

from __future__ import annotations

from support.scenario_text import passes

_CHAPTER_TWO = """\
    format: lithoform-scenario/1
    name: fable chapter two
    setup:
      active: P1
      step: draw
      turn: 3
      P1:
        battlefield: [{card: "Fable of the Mirror-Breaker", counters: {lore: 1}}]
        hand: [Mountain, Island, Swamp]
        library: [Forest, Plains, Wastes, Forest]
    script:
      - advance: main1
      - resolve: 1
"""


def test_714_2b_chapter_two_discards_two_and_draws_two() -> None:
    passes(_CHAPTER_TWO + """\
      - {P1: choose, cards: [Island, Swamp]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Island, Swamp]}
      - {zone: P1.hand, count: 3}
      - {zone: P1.hand, contains: [Mountain, Forest, Plains]}
    """)


def test_608_2c_discarding_none_draws_none() -> None:
    passes(_CHAPTER_TWO + """\
      - {P1: choose, cards: []}
      - resolve: all
    expect:
      - {zone: P1.graveyard, count: 0}
      - {zone: P1.hand, count: 3}
    """)
