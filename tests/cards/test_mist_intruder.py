"""Mist Intruder: "Devoid / Flying / Ingest (Whenever this creature deals combat damage to a player, that player
exiles the top card of their library.)" (702.115a)"""

from __future__ import annotations

from support import board, names, use_compiled

use_compiled("Mist Intruder")


def test_ruling_with_an_empty_library_nothing_happens() -> None:
    """Mist Intruder ruling (2015-08-25): "If the player has no cards in their library when the ingest ability
    resolves, nothing happens. That player won't lose the game (until they have to draw a card from an
    empty library).\""""
    game = board({"battlefield": ["Mist Intruder"]}, {"library": []}, step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find('Mist Intruder')} P2")
    game.apply("done")
    for _ in range(20):
        if game.state.step == "end_of_combat":
            break
        game.apply("done" if game.pending.kind == "blockers" else "pass")
    assert names(game, "exile") == []
    assert not game.is_over
