"""Seachrome Coast (compiled from its Oracle text), played through the engine.

Oracle text: Seachrome Coast enters the battlefield tapped unless you control two or fewer other lands.
{T}: Add {W} or {U}."""

from __future__ import annotations

from support import board

COAST = "Seachrome Coast"


def _tapped_with(others: int) -> bool:
    game = board({"battlefield": [{"card": "Island", "count": others}] if others else [], "hand": [COAST]})
    game.apply(f"play {game.find(COAST, zone='hand')}")
    return bool(game.state.objects[game.find(COAST)].tapped)


def test_ruling_first_second_or_third_land_untapped_else_tapped() -> None:
    """Ruling (2016-09-20): "If one of these lands is your first, second, or third land, it enters the
    battlefield untapped. If you control three or more other lands, however, it enters the battlefield
    tapped." """
    assert [_tapped_with(n) for n in range(5)] == [False, False, False, True, True]


def test_an_opponents_lands_dont_count() -> None:
    game = board({"hand": [COAST]}, {"battlefield": [{"card": "Island", "count": 4}]})
    game.apply(f"play {game.find(COAST, zone='hand')}")
    assert not game.state.objects[game.find(COAST)].tapped
