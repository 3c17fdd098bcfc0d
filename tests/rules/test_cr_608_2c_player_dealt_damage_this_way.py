"""CR 608.2c, 120.3a: 'If a player is dealt damage this way, scry 1.' (Play with Fire; mechanics/dealt_damage):
the resolving spell's own damage to a player, earlier in its resolution."""

from __future__ import annotations

from support import board, cast, pass_both


def test_608_2c_damage_to_a_player_then_scry() -> None:
    game = board({"battlefield": ["Mountain"], "hand": ["Play with Fire"]})
    cast(game, "Play with Fire", "P2")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0  # scry 1 (701.22a)
    assert game.pending.prompt.startswith("scry 1")
    game.apply("choose")  # keep it on top
    assert game.state.players[1].life == 18


def test_608_2c_damage_to_a_creature_no_scry() -> None:
    game = board({"battlefield": ["Mountain"], "hand": ["Play with Fire"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Play with Fire", game.find("Grizzly Bears"))
    pass_both(game)
    assert game.pending.kind == "priority" and not game.state.stack
    assert "Grizzly Bears" not in [game.chars(o).name for o in game.zone("battlefield")]
