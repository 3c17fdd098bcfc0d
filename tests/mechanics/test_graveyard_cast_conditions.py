"""'You may cast ~ from your graveyard as long as you control a Zombie.' (Gravecrawler), '... if you gained life this
turn.' (Oathsworn Vampire): a permission that holds while its condition does (601.3; mechanics/cast_permissions)."""

from __future__ import annotations

from support import basics, board, use_compiled

use_compiled("Gravecrawler")


def _castable_from_graveyard(game, name: str) -> bool:
    oid = game.find(name, zone="graveyard")
    return any(str(a).startswith(f"cast {oid}") for a in game.legal_actions())


def test_601_3_with_a_zombie_it_may_be_cast_from_the_graveyard() -> None:
    game = board({"graveyard": ["Gravecrawler"], "battlefield": ["Walking Corpse", *basics(Swamp=1)]})
    assert _castable_from_graveyard(game, "Gravecrawler")


def test_601_3_without_one_it_may_not() -> None:
    game = board({"graveyard": ["Gravecrawler"], "battlefield": ["Grizzly Bears", *basics(Swamp=1)]})
    assert not _castable_from_graveyard(game, "Gravecrawler")
