"""Change of Fortune: 'Discard your hand, then draw a card for each card you've discarded this turn.'"""

from __future__ import annotations

from support.scenario_text import passes


def test_change_of_fortune_counts_every_card_discarded_this_turn() -> None:
    """Ruling (2021-11-19): "Change of Fortune counts cards you discarded this turn for any reason, not just cards
    you discarded as part of the resolution of this effect." One card discarded to Mind Rot earlier, then two with
    the hand: three cards drawn."""
    passes("""
        format: lithoform-scenario/1
        name: Change of Fortune after an earlier discard
        rules: [701.9a, 608.2h]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Swamp, count: 2}, {card: Mountain, count: 5}]
            hand: [Mind Rot, Change of Fortune, Island, Plains, Forest]
            library: [Swamp, Swamp, Swamp, Swamp, Swamp]
        script:
          - {P1: cast, card: Mind Rot, targets: [P1]}
          - resolve: all
          - {P1: choose, cards: [Island, Plains]}
          - resolve: all
          - {P1: cast, card: Change of Fortune}
          - resolve: all
        expect:
          - {zone: P1.graveyard, contains: [Island, Plains, Forest, Change of Fortune]}
          - {zone: P1.hand, count: 3}
    """)
