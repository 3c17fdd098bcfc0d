"""CR 702.115a: "Ingest" means "Whenever this creature deals combat damage to a player, that player exiles
the top card of their library." Played with Mist Intruder (a 1/2 flier with devoid and ingest)."""

from __future__ import annotations

from support import board, names, use_compiled

from lithoform import Game

use_compiled("Mist Intruder")


def _hit(library: list[str]) -> Game:
    game = board({"battlefield": ["Mist Intruder"]}, {"library": library}, step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find('Mist Intruder')} P2")
    game.apply("done")
    for _ in range(20):
        if game.state.step == "end_of_combat":
            break
        game.apply("done" if game.pending.kind == "blockers" else "pass")
    return game


def test_702_115a_the_damaged_player_exiles_their_top_card() -> None:
    game = _hit(["Shock", "Island"])
    assert names(game, "exile") == ["Shock"]
    assert game.state.players[1].life == 19
