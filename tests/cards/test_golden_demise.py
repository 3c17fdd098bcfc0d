"""Golden Demise ({1}{B}{B} sorcery): "Ascend. All creatures get -2/-2 until end of turn. If you have the city's
blessing, instead only creatures your opponents control get -2/-2 until end of turn." ('instead' replaces the
sentence before it, 608.2c; ascend on a spell, 702.131b.)"""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, resolve_stack, use_compiled

use_compiled("Golden Demise")


def test_with_the_citys_blessing_only_the_opponents_creatures_shrink() -> None:
    """Ten permanents (702.131b: the blessing comes as the spell resolves, before the -2/-2): P1's Grizzly Bears
    live, P2's die."""
    game = board({"hand": ["Golden Demise"], "battlefield": [*basics(Swamp=9), "Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Golden Demise")
    resolve_stack(game)
    assert "Grizzly Bears" in battlefield_names(game, 0) and "Grizzly Bears" not in battlefield_names(game, 1)


def test_without_it_all_creatures_shrink() -> None:
    game = board({"hand": ["Golden Demise"], "battlefield": [*basics(Swamp=3), "Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Golden Demise")
    resolve_stack(game)
    assert "Grizzly Bears" not in battlefield_names(game)
