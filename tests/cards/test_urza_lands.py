"""The Urza lands, compiled from their Oracle text: "Urza's Tower: {T}: Add {C}. If you control an Urza's Mine
and an Urza's Power-Plant, add {C}{C}{C} instead." (605.1a, 605.3b: the condition is checked as the mana
ability resolves; 205.3i: Urza's, Mine, Power-Plant and Tower are land types; mechanics/conditional_mana)"""

from __future__ import annotations

from support import board

TOWER, MINE, PLANT = "Urza's Tower", "Urza's Mine", "Urza's Power Plant"


def _tap(game, name: str) -> int:  # noqa: ANN001
    before = len(game.state.players[0].pool)
    game.apply(f"activate {game.find(name)} 1")
    return len(game.state.players[0].pool) - before


def test_605_3b_tron_assembled_each_land_makes_more() -> None:
    game = board({"battlefield": [TOWER, MINE, PLANT]})
    assert _tap(game, TOWER) == 3
    assert _tap(game, MINE) == 2
    assert _tap(game, PLANT) == 2


def test_605_3b_without_the_others_one_colorless() -> None:
    game = board({"battlefield": [TOWER, MINE, "Wastes"]})
    assert _tap(game, TOWER) == 1
    assert _tap(game, MINE) == 1


def test_205_3i_two_towers_and_a_mine_are_not_tron() -> None:
    """"an Urza's Power-Plant": a land with both land types; another Urza's land (a second Tower) isn't one."""
    game = board({"battlefield": [TOWER, TOWER, MINE]})
    assert _tap(game, MINE) == 1


def test_an_opponents_power_plant_doesnt_count() -> None:
    game = board({"battlefield": [TOWER, MINE]}, {"battlefield": [PLANT]})
    assert _tap(game, TOWER) == 1
