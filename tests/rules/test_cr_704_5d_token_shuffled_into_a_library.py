"""704.5d: 'If a token is in a zone other than the battlefield, it ceases to exist.' A token shuffled into a library
(401.4, 701.24a) gets a new id with the shuffle (401.2); it still ceases to exist at the next check."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Chaos Warp")


def test_704_5d_a_token_shuffled_into_a_library_ceases_to_exist() -> None:
    game = board({"hand": ["Chaos Warp"], "battlefield": basics(Mountain=3)},
                 {"battlefield": [{"card": "Grizzly Bears", "token": True}], "library": ["Shock"] * 3})
    cast(game, "Chaos Warp", game.find("Grizzly Bears"))
    pass_both(game)
    assert names(game, "library", 1) == ["Shock"] * 3
    assert not any(game.state.objects[o].token for o in game.state.objects)
