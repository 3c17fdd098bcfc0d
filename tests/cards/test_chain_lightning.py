"""Chain Lightning ({R} sorcery): "Chain Lightning deals 3 damage to any target. Then that player or that
permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target
for that copy." Its rulings, quoted from the card database (118.12, 707.10)."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled

CHAIN = "Chain Lightning"
use_compiled(CHAIN)


def _chain(p2: dict):
    game = board({"hand": [CHAIN], "battlefield": ["Mountain"]}, p2)
    game.apply(f"cast {game.find(CHAIN)}")
    game.apply("target P2")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    return game


def test_ruling_the_targeted_player_may_copy_it() -> None:
    """Ruling: "As Chain Lightning resolves, the targeted player or the controller of the targeted creature may
    copy it. The copy has the same text, target, and color of the resolving spell, though the player who's
    copying it may choose a new target for it." P2, dealt 3, pays {R}{R} and copies it at P1; "The player
    putting the copy of the spell on the stack controls that copy." """
    game = _chain({"battlefield": [{"card": "Mountain", "count": 2}]})
    assert game.pending.kind == "may" and game.pending.player == 1
    game.apply("yes")  # pay {R}{R}
    game.apply("yes")  # copy it
    assert game.pending.kind == "new_targets" and game.pending.player == 1  # 707.10c: a new target
    game.apply("choose P1")
    copy = game.state.objects[game.state.stack[-1]]
    assert copy.controller == 1
    assert life(game, 1) == 17
    resolve_stack(game)
    assert life(game, 0) == 17


def test_without_mana_no_question() -> None:
    """118.12: a player who can't pay isn't asked."""
    game = _chain({})
    assert game.pending.kind == "priority"
    assert life(game, 1) == 17
