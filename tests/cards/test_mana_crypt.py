"""Mana Crypt: 'At the beginning of your upkeep, flip a coin. If you lose the flip, Mana Crypt deals 3 damage to
you.' (705.1-705.2, 603.3), compiled and played: the flip comes from the game's seeded generator, so the test
reads its outcome from the log and checks the damage follows it."""

from __future__ import annotations

from support.scenario_text import passes


def test_mana_crypt_deals_3_damage_only_when_the_flip_is_lost() -> None:
    """Ruling: "No player may choose to take actions between determining the result of the flip and damage being
    dealt if you lost the flip." Over several upkeeps, each lost flip costs 3 life and each won flip nothing."""
    report = passes("""\
    format: lithoform-scenario/1
    name: mana crypt
    setup:
      active: P1
      step: untap
      P1:
        battlefield: [Mana Crypt]
    script:
      - resolve: all
      - advance: {turn: 3, step: upkeep}
      - resolve: all
      - advance: {turn: 5, step: upkeep}
      - resolve: all
      - advance: {turn: 7, step: upkeep}
      - resolve: all
    """)
    assert report.game is not None
    state = report.game.state
    flips = []
    node = state.log
    while node is not None:
        event, node = node
        if event.kind == "coin_flip":
            flips.append(event.args["won"])
    assert len(flips) == 4 and False in flips  # (the seeded flips include a loss)
    assert state.players[0].life == 20 - 3 * flips.count(False)
    assert state.players[1].life == 20
