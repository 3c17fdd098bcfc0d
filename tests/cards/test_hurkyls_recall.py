"""Hurkyl's Recall: "Return all artifacts target player owns to their hand." (108.3: the owner of a permanent.)"""

from __future__ import annotations

from support import P1, P2, basics, battlefield_names, board, cast, pass_both, use_compiled, zone_names

use_compiled("Hurkyl's Recall", "Ornithopter", "Sol Ring", "Grizzly Bears")


def test_108_3_all_artifacts_the_target_player_owns() -> None:
    """Ruling (2004-10-04): "It only returns artifacts which are on the battlefield." """
    game = board({"hand": ["Hurkyl's Recall"], "battlefield": [*basics(Island=2), "Sol Ring"]},
                 {"battlefield": ["Ornithopter", "Sol Ring", "Grizzly Bears"], "graveyard": ["Ornithopter"]})
    cast(game, game.find("Hurkyl's Recall"), "P2")
    pass_both(game)
    assert sorted(zone_names(game, "hand", P2)) == ["Ornithopter", "Sol Ring"]
    assert battlefield_names(game, P2) == ["Grizzly Bears"]
    assert "Sol Ring" in battlefield_names(game, P1)  # P1's own artifact stays
    assert zone_names(game, "graveyard", P2) == ["Ornithopter"]
