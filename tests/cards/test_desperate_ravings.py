"""Desperate Ravings (compiled from its Oracle text), played through the engine.

Oracle text: Draw two cards, then discard a card at random. / Flashback {2}{U}"""

from __future__ import annotations

from support import board, cast, hand_size, names, resolve_stack


def test_draw_and_random_discard_happen_in_one_resolution():
    """Ruling: "You draw two cards and discard one randomly all while Desperate Ravings is resolving. Nothing
    can happen between the two, and no player may choose to take actions." (701.9b)"""
    game = board({"hand": ["Desperate Ravings", "Grizzly Bears"], "battlefield": ["Mountain", "Mountain"],
                  "library": ["Island", "Forest", "Plains"]})
    cast(game, "Desperate Ravings")
    resolve_stack(game)  # fails at any decision: nobody chooses the discarded card
    assert hand_size(game, 0) == 2  # Grizzly Bears + two drawn - one discarded
    assert len(names(game, "graveyard", 0)) == 2  # Desperate Ravings and the random card
    kinds = [e.kind for e in game.state.events()]
    assert kinds.index("random_discard") > max(i for i, k in enumerate(kinds) if k == "draw")
