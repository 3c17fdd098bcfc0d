"""Doomfall, compiled from its Oracle text: 'Choose one — • Target opponent exiles a creature they control. •
Target opponent reveals their hand. You choose a nonland card from it. Exile that card.' (701.13a)"""

from __future__ import annotations

from support import battlefield_names, board, cast, names, pass_both, use_compiled

DOOMFALL = "Doomfall"
use_compiled(DOOMFALL)


def test_ruling_the_opponent_chooses_and_hexproof_doesnt_stop_it() -> None:
    """Ruling (2017-07-14): 'If you choose Doomfall's first mode, the target opponent chooses which creature to
    exile. That creature isn't targeted, so a creature with hexproof can be exiled this way.'"""
    game = board({"hand": [DOOMFALL], "battlefield": [{"card": "Swamp", "count": 3}]},
                 {"battlefield": ["Gladecover Scout", "Grizzly Bears"]})
    cast(game, DOOMFALL, "P2", mode=1)
    pass_both(game)
    q = game.pending
    assert q.kind == "choose" and q.player == 1  # the opponent chooses
    game.apply(f"choose {game.find('Gladecover Scout')}", "P2")
    assert "Gladecover Scout" in names(game, "exile", 1)
    assert "Grizzly Bears" in battlefield_names(game, 1)


def test_a_single_creature_is_exiled_without_a_choice() -> None:
    game = board({"hand": [DOOMFALL], "battlefield": [{"card": "Swamp", "count": 3}]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, DOOMFALL, "P2", mode=1)
    pass_both(game)
    assert names(game, "exile", 1) == ["Grizzly Bears"]
