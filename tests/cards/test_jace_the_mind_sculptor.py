"""Jace, the Mind Sculptor (compiled from its Oracle text): its +2 (the top card of target player's library
may go on the bottom), 0 (Brainstorm), -1 (bounce) and -12 (exile that library, shuffle that hand into it)."""

from __future__ import annotations

from support.scenario_text import passes


def test_the_player_loses_only_when_drawing_from_the_empty_library() -> None:
    """Ruling: "If the target player for Jace's last ability has no cards in hand, that player shuffles
    nothing into their library, and that player's library will remain empty. That player won't lose the game
    until they try to draw from the empty library." """
    passes("""\
    format: lithoform-scenario/1
    name: jace ultimate
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Jace, the Mind Sculptor", counters: {loyalty: 12}}]
      P2:
        library: [Mountain]
    script:
      - {P1: activate, card: "Jace, the Mind Sculptor", ability: 4, targets: [P2]}
      - resolve: all
      - check:
          - {game_over: false}
      - advance: {turn: 2, step: main1}
    expect:
      - {winner: P1}
    """)

