"""Vexing Devil, compiled from its Oracle text: 'When Vexing Devil enters the battlefield, any opponent may have it
deal 4 damage to them. If a player does, sacrifice Vexing Devil.' (101.4, 608.2d; mechanics/any_player_may)"""

from __future__ import annotations

from support import battlefield_names, board, cast, life, names, pass_both, use_compiled

use_compiled("Vexing Devil")


def _cast() -> object:
    game = board({"hand": ["Vexing Devil"], "battlefield": ["Mountain"]}, {})
    cast(game, "Vexing Devil")
    pass_both(game)  # the creature spell resolves
    pass_both(game)  # the trigger resolves
    return game


def test_ruling_only_an_opponent_chooses_and_the_devil_is_sacrificed() -> None:
    """Ruling (2018-12-07): 'As Vexing Devil's ability resolves, the next opponent in turn order ... chooses
    whether to be dealt 4 damage ... If any of them do, you sacrifice Vexing Devil.'"""
    game = _cast()
    q = game.pending
    assert q.kind == "may" and q.player == 1  # the controller never gets the option
    game.apply("yes", "P2")
    assert life(game, 1) == 16
    assert "Vexing Devil" in names(game, "graveyard", 0)


def test_a_declining_opponent_leaves_the_devil_on_the_battlefield() -> None:
    game = _cast()
    game.apply("no", "P2")
    assert life(game, 1) == 20
    assert battlefield_names(game, 0) == ["Mountain", "Vexing Devil"]
