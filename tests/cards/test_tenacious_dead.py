"""Tenacious Dead (compiled from its Oracle text), played through the engine.

Oracle text: When Tenacious Dead dies, you may pay {1}{B}. If you do, return it to the battlefield tapped under
its owner's control."""

from __future__ import annotations

from support import board, cast, names, pass_both, resolve_stack


def _dies():
    game = board({"battlefield": ["Tenacious Dead", "Swamp", "Swamp"]},
                 {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, active="P2")
    cast(game, "Lightning Bolt", game.find("Tenacious Dead"))
    pass_both(game)  # the Bolt resolves; the dies trigger goes on the stack (P1's)
    pass_both(game)  # the trigger resolves: the offer
    return game


def test_paying_returns_it_tapped():
    """Ruling: "You decide whether to pay {1}{B} when the ability resolves." It comes back tapped, under its
    owner's control (110.2)."""
    game = _dies()
    assert game.pending.kind == "may"
    game.apply("yes")
    resolve_stack(game)
    dead = game.find("Tenacious Dead")
    assert game.state.objects[dead].zone == "battlefield" and game.state.objects[dead].tapped
    assert game.state.objects[dead].controller == 0


def test_declining_leaves_it_in_the_graveyard_for_good():
    """Ruling: "If you choose not to, you won't get another chance later." """
    game = _dies()
    game.apply("no")
    resolve_stack(game)
    assert "Tenacious Dead" in names(game, "graveyard", 0)
