"""402.2: an effect may change a player's maximum hand size; 'Your maximum hand size is reduced by three for the
rest of the game.' (Inspired Idea, not cast for its cleave cost, 702.148a) lowers it from seven to four, so the
cleanup step's discard (514.1) goes down to four."""

from __future__ import annotations

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.mechanics.hand_size.nodes import ReduceMaxHandSize


def test_402_2_only_the_uncleaved_text_reduces_the_hand_size() -> None:
    card = compile_card(get_card("Inspired Idea"))
    assert card.ok
    full, cleaved = (f.spell.effect for f in card.card.faces)
    assert full.effects[1] == ReduceMaxHandSize(3, full.effects[1].who)
    assert not isinstance(cleaved, ReduceMaxHandSize) and "ReduceMaxHandSize" not in repr(cleaved)


def test_402_2_the_cleanup_discard_goes_down_to_the_reduced_size() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Inspired Idea then cleanup
        rules: [402.2, 514.1]
        setup:
          active: P1
          step: main2
          P1:
            battlefield: [{card: Island, count: 3}]
            hand: [Inspired Idea, Forest, Forest, Forest]
            library: [Swamp, Swamp, Swamp, Swamp]
        script:
          - {P1: cast, card: Inspired Idea}
          - resolve: all
          - check: [{zone: P1.hand, count: 6}]
          - advance: end
          - pass: 1
          - pass: 1
          - {P1: choose, cards: [Forest, Forest]}
        expect:
          - {zone: P1.hand, count: 4}
          - {log: {contains: ["402.2"]}}
    """)
