"""CR 202.1, 611.2a, 613.1f and 714: Urza's Saga gains its chapter abilities for as long as it is on the
battlefield, its Construct counts artifacts, and chapter III finds a card by its mana cost, {0} or {1}, not by
its mana value."""

from __future__ import annotations

from support.scenario_text import passes

SAGA = """\
    format: lithoform-scenario/1
    name: saga
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 2}]
        hand: ["Urza's Saga"]
        library: [Island, Island, Island, Walking Ballista, Ornithopter, Island]
    script:
      - {P1: play, card: "Urza's Saga"}
      - resolve: all
"""


def test_611_2a_the_first_chapter_ability_is_kept_after_the_turn() -> None:
    passes(SAGA + """\
      - advance: {turn: 3, step: upkeep}
    expect:
      - {object: "Urza's Saga", abilities: ["{T}: Add {C}."]}
    """)


def test_202_1_chapter_three_finds_mana_cost_zero_or_one_not_x() -> None:
    """Ruling: 'you can find only a card with actual mana cost {0} or {1}, not mana value 0 or 1. For
    example, you couldn't find a card with mana cost {U} or one with mana cost {X}.'"""
    report = passes(SAGA + """\
      - advance: {turn: 5, step: main1}
      - resolve: 1
    """)
    game = report.game
    assert game is not None
    q = game.state.question
    assert q is not None
    offered = {game.state.objects[o].card for o in q.options}
    assert offered == {"Ornithopter"}
