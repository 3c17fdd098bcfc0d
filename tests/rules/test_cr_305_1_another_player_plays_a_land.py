"""CR 305.1 / 603.2: 'Whenever an opponent (a player) plays a land' triggers on the special action of playing a
land (305.1), by that player; a land put onto the battlefield by an effect isn't played."""

from __future__ import annotations

from support import board, hand_size, pass_until, resolve_stack, triggers, zone_names


def _p2_plays(game, name: str) -> None:  # type: ignore[no-untyped-def]
    pass_until(game, "main1", turn=4)
    game.apply(f"play {game.find(name, zone='hand')}")
    resolve_stack(game)


def test_305_1_horn_of_greed_that_player_draws() -> None:
    """Horn of Greed: 'Whenever a player plays a land, that player draws a card.' Ruling (2004-10-04): 'Playing
    a land will trigger it, but putting a land onto the battlefield as part of an effect will not.'"""
    game = board({"battlefield": ["Horn of Greed"], "hand": ["Forest"]}, {"hand": ["Mountain"]})
    game.apply(f"play {game.find('Forest', zone='hand')}")
    resolve_stack(game)
    assert hand_size(game, 0) == 1  # its controller played a land: drew
    _p2_plays(game, "Mountain")
    assert triggers(game, "Horn of Greed") == 2
    assert "Mountain" not in zone_names(game, "hand", 1)


def test_305_1_burgeoning_only_an_opponents_land() -> None:
    """Burgeoning: 'Whenever an opponent plays a land, you may put a land card from your hand onto the
    battlefield.'"""
    game = board({"battlefield": ["Burgeoning"], "hand": ["Forest", "Island"]}, {"hand": ["Mountain"]})
    game.apply(f"play {game.find('Forest', zone='hand')}")
    resolve_stack(game)
    assert triggers(game, "Burgeoning") == 0
    pass_until(game, "main1", turn=4)
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    assert triggers(game, "Burgeoning") == 1
