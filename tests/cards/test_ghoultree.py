"""Ghoultree (compiled from its Oracle text), played through the engine.

Oracle text: This spell costs {1} less to cast for each creature card in your graveyard."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Ghoultree")


def test_the_reduction_stops_at_its_green_mana():
    """Ruling: "Ghoultree’s ability can’t reduce the total cost to cast the spell below {G}." (118.7a) Nine
    creature cards in the graveyard: the cost is {G}."""
    game = board({"hand": ["Ghoultree"], "graveyard": [{"card": "Grizzly Bears", "count": 9}],
                  "battlefield": ["Forest"]})
    game.apply(f"cast {game.find('Ghoultree')}")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {G}"
    game.apply("autopay")
    assert game.state.stack
