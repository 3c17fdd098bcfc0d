"""CR 102.2 + 614.1c: '~ enters tapped unless you have two or more opponents' (the Battlebond lands): the
opponents counted as the land enters. Bountiful Promenade's ruling: "If you began the game with two or more
opponents but now only have one opponent left, these lands enter the battlefield tapped." (mechanics/counts)"""

from __future__ import annotations

from support import board, events, use_compiled

use_compiled("Bountiful Promenade")


def test_614_1c_bountiful_promenade_enters_tapped_with_one_opponent() -> None:
    game = board({"hand": ["Bountiful Promenade"]})
    game.apply(f"play {game.find('Bountiful Promenade', zone='hand')}")
    assert game.state.objects[game.find("Bountiful Promenade")].tapped
    assert events(game, "enters_tapped")
