"""Glacial Fortress (compiled from its Oracle text), played through the engine.

Oracle text: Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.
{T}: Add {W} or {U}."""

from __future__ import annotations

from support import board

from lithoform import Game

FORTRESS = "Glacial Fortress"


def _played(battlefield: list, opponent: list | None = None) -> Game:
    game = board({"battlefield": battlefield, "hand": [FORTRESS]}, {"battlefield": opponent or []})
    game.apply(f"play {game.find(FORTRESS, zone='hand')}")
    return game


def _tapped(game: Game) -> bool:
    return bool(game.state.objects[game.find(FORTRESS)].tapped)


def test_ruling_it_checks_land_types_not_names() -> None:
    """Ruling (2009-10-01): "This checks for lands you control with the land type Plains or Island, not for
    lands named Plains or Island. The lands it checks for don't have to be basic lands. For example, if you
    control Watery Grave (a nonbasic land with the land types Island and Swamp), Glacial Fortress will enter
    the battlefield untapped." """
    assert not _tapped(_played(["Watery Grave"]))
    assert not _tapped(_played(["Plains"]))
    assert not _tapped(_played(["Island"]))


def test_without_a_plains_or_an_island_it_enters_tapped() -> None:
    assert _tapped(_played(["Swamp", "Mountain"]))
    assert _tapped(_played([], opponent=["Island"]))  # 'you control'


def test_ruling_it_sees_only_lands_already_on_the_battlefield() -> None:
    """Ruling (2009-10-01): "As this is entering the battlefield, it checks for lands that are already on
    the battlefield." Alone, it doesn't see itself (it has neither land type)."""
    assert _tapped(_played([]))


def test_its_mana_ability_adds_white_or_blue() -> None:
    game = _played(["Island"])
    game.apply(f"activate {game.find(FORTRESS)} 1 mana:U")
    assert [m.type for m in game.state.players[0].pool] == ["U"]
