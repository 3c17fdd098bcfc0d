"""CR 120.1, 115.3: one instruction deals different amounts of damage to several recipients ('~ deals 2 damage
to any target and 1 damage to another target'); 'another target' can't be an object or player chosen for an
earlier target of the spell. Played with the compiled Arc Trail."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled

use_compiled("Arc Trail")


def test_120_1_two_damage_and_one_damage() -> None:
    game = board({"hand": ["Arc Trail"], "battlefield": [{"card": "Mountain", "count": 2}]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Arc Trail')}")
    game.apply("target P2")
    assert -2 not in game.pending.options  # 115.3: another target
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 18
    assert game.find("Grizzly Bears", zone="battlefield") and game.state.objects[
        game.find("Grizzly Bears")].damage == 1
