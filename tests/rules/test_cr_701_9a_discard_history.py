"""701.9a: to discard a card is to move it from its owner's hand to their graveyard. 'If you discarded a card this
turn', 'an opponent discarded a card this turn' and 'for each card you've discarded this turn' read this turn's
discards (the log's 701.9a moves), whatever discarded them."""

from __future__ import annotations

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.mechanics.discard_draw.nodes import DiscardedCount, DiscardedThisTurn


def test_701_9a_the_discard_conditions_and_count_compile() -> None:
    recluse = compile_card(get_card("Ragged Recluse // Odious Witch"))
    assert recluse.ok and recluse.card.faces[0].abilities[0].condition == DiscardedThisTurn("your")
    fortune = compile_card(get_card("Change of Fortune"))
    assert fortune.ok and fortune.card.faces[0].spell.effect.effects[1].amount == DiscardedCount()


def test_701_9a_ragged_recluse_transforms_at_the_end_step_after_a_discard() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Ragged Recluse after a discard
        rules: [701.9a, 701.27a, 603.4]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Ragged Recluse, label: Recluse}, {card: Swamp, count: 3}]
            hand: [Mind Rot, Island]
        script:
          - {P1: cast, card: Mind Rot, targets: [P1]}
          - resolve: all
          - advance: end
          - resolve: all
        expect:
          - {object: Recluse, name: Odious Witch}
    """)


def test_701_9a_ragged_recluse_stays_without_a_discard() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Ragged Recluse with no discard
        rules: [701.9a, 603.4]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Ragged Recluse, label: Recluse}]
        script:
          - advance: end
          - resolve: all
        expect:
          - {object: Recluse, name: Ragged Recluse}
    """)


def test_701_9a_an_opponents_discard_is_not_yours() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Ragged Recluse after the opponent discards
        rules: [701.9a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Ragged Recluse, label: Recluse}, {card: Swamp, count: 3}]
            hand: [Mind Rot]
          P2:
            hand: [Island, Island]
        script:
          - {P1: cast, card: Mind Rot, targets: [P2]}
          - resolve: all
          - advance: end
          - resolve: all
        expect:
          - {zone: P2.hand, count: 0}
          - {object: Recluse, name: Ragged Recluse}
    """)
