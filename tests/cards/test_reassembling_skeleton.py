"""Reassembling Skeleton, compiled from its Oracle text: '{1}{B}: Return Reassembling Skeleton from your
graveyard to the battlefield tapped.' The CR's own example of 113.6m: it can be activated only while the
Skeleton is in its owner's graveyard."""

from __future__ import annotations

from support import activate, board, can_activate, lands, pass_both

SKELETON = "Reassembling Skeleton"


def test_reassembling_skeleton_activates_from_the_graveyard_only() -> None:
    game = board({"graveyard": [SKELETON], "battlefield": [lands("Swamp", 2)]})
    skeleton = game.find(SKELETON, zone="graveyard")
    assert can_activate(game, skeleton)
    activate(game, skeleton, 1)
    pass_both(game)
    back = game.find(SKELETON, zone="battlefield")
    assert game.state.objects[back].tapped
    assert not can_activate(game, back)
