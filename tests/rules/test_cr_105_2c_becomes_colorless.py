"""CR 105.2c, 105.3: '~ becomes colorless until end of turn' (Ancient Kavu; mechanics/becomes): a layer 5 effect
that leaves the object with no color until the turn ends (514.2)."""

from __future__ import annotations

from support import activate, board, resolve_stack


def test_105_2c_ancient_kavu_becomes_colorless_until_end_of_turn() -> None:
    """Ancient Kavu: '{2}: Ancient Kavu becomes colorless until end of turn.'"""
    game = board({"battlefield": ["Ancient Kavu", {"card": "Mountain", "count": 2}]})
    kavu = game.find("Ancient Kavu")
    assert game.chars(kavu).colors == {"R"}
    activate(game, kavu, 1)
    resolve_stack(game)
    assert not game.chars(kavu).colors
    for _ in range(200):
        if game.state.turn == 4:
            break
        game.apply("pass" if game.pending.kind == "priority" else "done")
    assert game.chars(kavu).colors == {"R"}
