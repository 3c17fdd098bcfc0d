"""Sanctum of Tranquil Light, compiled from its Oracle text: '{5}{W}: Tap target creature. This ability costs
{1} less to activate for each Shrine you control.' (602.2b, 601.2f, 118.7: counted as the cost is
determined)"""

from __future__ import annotations

from support import board, can_activate, lands, pass_both

SANCTUM = "Sanctum of Tranquil Light"


def _game(plains: int, shrines: list[str]):
    return board({"battlefield": [SANCTUM, *shrines, lands("Plains", plains)]},
                 {"battlefield": ["Grizzly Bears"]})


def test_sanctum_of_tranquil_light_costs_one_less_for_each_shrine() -> None:
    game = _game(4, ["Sanctum of Calm Waters"])  # two Shrines: {3}{W}
    sanctum = game.find(SANCTUM)
    assert can_activate(game, sanctum)
    bears = game.find("Grizzly Bears")
    game.apply(f"activate {sanctum} 1")
    game.apply(f"target {bears}")
    assert "{3}{W}" in [e.args.get("cost") for e in game.state.events() if e.kind == "total_cost"]
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[bears].tapped


def test_sanctum_of_tranquil_light_without_enough_mana_for_the_reduced_cost() -> None:
    game = _game(4, [])  # one Shrine, itself: {4}{W}
    assert not can_activate(game, game.find(SANCTUM))
    game = _game(2, ["Sanctum of Calm Waters", "Sanctum of Stone Fangs", "Sanctum of Fruitful Harvest"])
    assert can_activate(game, game.find(SANCTUM))  # four Shrines: {1}{W}
