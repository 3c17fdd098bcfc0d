"""CR 701.13a: 'To exile an object, move it to the exile zone from wherever it is.' 'Target opponent exiles a
creature they control' (Debt to the Kami): that player chooses one of their own creatures (none is targeted) and
exiles it; with none, nothing happens; only creatures (or, in the other mode, enchantments) they control."""

from __future__ import annotations

from support import battlefield_names, board, cast, names, pass_both, use_compiled

DEBT = "Debt to the Kami"
use_compiled(DEBT)


def test_701_13a_the_player_exiles_a_creature_they_control() -> None:
    game = board({"hand": [DEBT], "battlefield": [{"card": "Swamp", "count": 3}, "Savannah Lions"]},
                 {"battlefield": ["Grizzly Bears", "Glorious Anthem"]})
    cast(game, DEBT, "P2", mode=1)
    pass_both(game)
    assert names(game, "exile", 1) == ["Grizzly Bears"]
    assert "Savannah Lions" in battlefield_names(game, 0)  # not a creature of the target opponent


def test_701_13a_the_enchantment_mode() -> None:
    game = board({"hand": [DEBT], "battlefield": [{"card": "Swamp", "count": 3}]},
                 {"battlefield": ["Grizzly Bears", "Glorious Anthem"]})
    cast(game, DEBT, "P2", mode=2)
    pass_both(game)
    assert names(game, "exile", 1) == ["Glorious Anthem"]


def test_701_13a_none_to_exile_nothing_happens() -> None:
    game = board({"hand": [DEBT], "battlefield": [{"card": "Swamp", "count": 3}]}, {"battlefield": ["Forest"]})
    cast(game, DEBT, "P2", mode=1)
    pass_both(game)
    assert names(game, "exile", 1) == []
