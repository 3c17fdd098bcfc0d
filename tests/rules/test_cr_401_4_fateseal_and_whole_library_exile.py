"""CR 401.4, 406.2 and 701.24a: Jace, the Mind Sculptor's +2 looks at the top card of the target player's
library and may put it on the bottom of that player's library (a card stays in its owner's library, 400.3);
his -12 exiles that library, then that player shuffles their hand into it."""

from __future__ import annotations

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_401_4_the_card_may_stay_on_top() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: fateseal keep
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Jace, the Mind Sculptor", counters: {loyalty: 3}}]
      P2:
        library: [Lightning Bolt, Mountain]
    script:
      - {P1: activate, card: "Jace, the Mind Sculptor", ability: 1, targets: [P2]}
      - resolve: 1
      - {P1: choose, cards: []}
      - resolve: all
      - advance: {turn: 2, step: main1}
    expect:
      - {zone: P2.hand, contains: [Lightning Bolt]}
    """)


def test_406_2_an_empty_hand_shuffles_nothing_in() -> None:
    """Ruling: 'If the target player for Jace's last ability has no cards in hand, that player shuffles
    nothing into their library, and that player's library will remain empty.'"""
    passes("""\
    format: lithoform-scenario/1
    name: ultimate
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Jace, the Mind Sculptor", counters: {loyalty: 12}}]
      P2:
        library: [Mountain, Forest]
    script:
      - {P1: activate, card: "Jace, the Mind Sculptor", ability: 4, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P2.library, count: 0}
      - {zone: P2.exile, count: 2}
      - {game_over: false}
    """)


def test_400_3_taking_a_card_from_another_players_library_is_still_refused() -> None:
    """Only 'top' and 'bottom' keep the card in its owner's library; 'put it into your hand' from another
    player's library stays refused, naming the phrase."""
    assert compile_card(get_card("Jace, the Mind Sculptor")).ok
