"""Rites of Flourishing, compiled from its Oracle text: 'At the beginning of each player's draw step, that player
draws an additional card. Each player may play an additional land on each of their turns.' (305.2a)"""

from __future__ import annotations

from support import battlefield_names, board, legal, use_compiled

use_compiled("Rites of Flourishing")


def test_305_2a_every_player_may_play_an_additional_land() -> None:
    game = board({"battlefield": ["Rites of Flourishing"]},
                 {"hand": ["Forest", "Island", "Swamp"]}, active="P2")
    game.apply(f"play {game.find('Forest')}", "P2")
    game.apply(f"play {game.find('Island')}", "P2")
    assert sorted(battlefield_names(game, 1)) == ["Forest", "Island"]
    assert not legal(game, f"play {game.find('Swamp')}")  # two land plays, no more
