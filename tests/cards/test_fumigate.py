"""Fumigate, compiled from its Oracle text: 'Destroy all creatures. You gain 1 life for each creature destroyed
this way.' (701.8a, 608.2c; mechanics/destroyed_this_way)"""

from __future__ import annotations

from support import board, cast, life, pass_both, use_compiled, zone_names

use_compiled("Fumigate", "Purify", "Multani's Decree")


def test_ruling_creatures_with_indestructible_arent_destroyed_this_way() -> None:
    """Ruling (2016-09-20): 'Creatures with indestructible aren't destroyed this way.' Two Grizzly Bears die;
    the Darksteel Myr doesn't, and isn't counted: P1 gains 2 life."""
    game = board({"hand": ["Fumigate"], "battlefield": ["Plains"] * 5 + ["Grizzly Bears", "Darksteel Myr"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Fumigate")
    pass_both(game)
    assert "Grizzly Bears" not in zone_names(game, "battlefield")
    assert "Darksteel Myr" in zone_names(game, "battlefield")
    assert life(game, 0) == 22


def test_701_8a_only_the_permanents_of_the_kind_named_are_counted() -> None:
    """Multani's Decree: 'Destroy all enchantments. You gain 2 life for each enchantment destroyed this way.'"""
    game = board({"hand": ["Multani's Decree"], "battlefield": ["Forest"] * 4 + ["Grizzly Bears"]},
                 {"battlefield": ["Glorious Anthem", "Glorious Anthem"]})
    cast(game, "Multani's Decree")
    pass_both(game)
    assert life(game, 0) == 24
