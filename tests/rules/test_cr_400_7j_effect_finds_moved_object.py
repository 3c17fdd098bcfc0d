"""CR 400.7j: "If an effect causes an object to move to a public zone, other parts of that effect can find that
object." Flickering Spirit: '{3}{W}: Exile Flickering Spirit, then return it to the battlefield under its
owner's control.' The return finds the card the exile put in exile (a new object, 400.7)."""

from __future__ import annotations

from support import activate, basics, board, names, pass_both, use_compiled

use_compiled("Flickering Spirit")


def test_400_7j_exile_then_return_it_finds_the_exiled_card() -> None:
    game = board({"battlefield": [*basics(Plains=4), "Flickering Spirit"]})
    old = game.find("Flickering Spirit")
    activate(game, old, 1)
    pass_both(game)
    assert "Flickering Spirit" in names(game, "battlefield")
    assert game.find("Flickering Spirit") != old  # a new object (400.7)
    assert "Flickering Spirit" not in names(game, "exile")
