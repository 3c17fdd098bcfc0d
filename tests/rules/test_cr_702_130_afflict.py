"""CR 702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N life."
Played with Khenra Eternal (a 2/2 with afflict 1)."""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game

use_compiled("Khenra Eternal")

KHENRA = "Khenra Eternal"


def _attack(blockers: int) -> Game:
    game = board({"battlefield": [KHENRA]}, {"battlefield": ["Grizzly Bears"] * blockers},
                 step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    khenra = game.find(KHENRA)
    game.apply(f"attack {khenra} P2")
    game.apply("done")
    for _ in range(10):
        if game.pending.kind == "blockers":
            for b in game.state.battlefield:
                if game.state.objects[b].controller == 1:
                    game.apply(f"block {b} {khenra}")
            game.apply("done")
            break
        game.apply("pass")
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass" if game.pending.kind == "priority" else "done")
    return game


def test_702_130a_blocked_defending_player_loses_n_life() -> None:
    assert _attack(1).state.players[1].life == 19


def test_702_130a_unblocked_no_life_lost_to_afflict() -> None:
    game = _attack(0)
    assert game.state.players[1].life == 18  # its combat damage only: afflict never triggered
    assert not [e for e in game.state.events() if e.kind == "trigger"]
