"""109.5, 608.2c: 'Each player who controls a creature with power 4 or greater draws a card.' (Shatter the Sky):
the players who control a matching permanent as the instruction is carried out."""

from __future__ import annotations

from support import board, cast, resolve_stack, use_compiled, zone_names

use_compiled("Shatter the Sky", "Depopulate")


def test_109_5_only_the_players_who_control_one_draw() -> None:
    """Shatter the Sky: 'Each player who controls a creature with power 4 or greater draws a card. Then destroy
    all creatures.' Ruling: "Shatter the Sky destroys all creatures, even if no player draws a card." """
    game = board({"battlefield": ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"], "hand": ["Shatter the Sky"]},
                 {"battlefield": ["Craw Wurm"]})
    cast(game, "Shatter the Sky")
    resolve_stack(game)
    assert len(zone_names(game, "hand", 0)) == 0 and len(zone_names(game, "hand", 1)) == 1
    assert "Craw Wurm" in zone_names(game, "graveyard", 1) and "Grizzly Bears" in zone_names(game, "graveyard", 0)


def test_109_5_nobody_draws_and_all_are_destroyed() -> None:
    game = board({"battlefield": ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"], "hand": ["Depopulate"]},
                 {"battlefield": ["Craw Wurm"]})
    cast(game, "Depopulate")
    resolve_stack(game)
    assert not zone_names(game, "hand", 0) and not zone_names(game, "hand", 1)
    assert "Craw Wurm" in zone_names(game, "graveyard", 1)
