"""Radical Idea (compiled from its Oracle text), played through the engine.

Oracle text: Draw a card. / Jump-start"""

from __future__ import annotations

from support import board, names, resolve_stack, use_compiled

use_compiled("Radical Idea")


def test_ruling_jump_start_then_exiled() -> None:
    """Ruling: "A spell cast using jump-start will always be exiled afterward, whether it resolves, it's
    countered, or it leaves the stack in some other way." Resolved, it is exiled; the discarded card is in the
    graveyard."""
    game = board({"graveyard": ["Radical Idea"], "hand": ["Opt"], "battlefield": [{"card": "Island", "count": 2}]})
    game.apply(f"cast {game.find('Radical Idea', zone='graveyard')} jump-start")
    while game.pending.kind == "discard":
        game.apply(f"discard {game.find('Opt')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert names(game, "exile", 0) == ["Radical Idea"]
    assert names(game, "graveyard", 0) == ["Opt"]
