"""Deserted Beach (compiled from its Oracle text), played through the engine.

Oracle text: Deserted Beach enters the battlefield tapped unless you control two or more other lands.
{T}: Add {W} or {U}."""

from __future__ import annotations

from support import board

BEACH = "Deserted Beach"


def _tapped_with(others: int) -> bool:
    game = board({"battlefield": [{"card": "Plains", "count": others}] if others else [], "hand": [BEACH]})
    game.apply(f"play {game.find(BEACH, zone='hand')}")
    return bool(game.state.objects[game.find(BEACH)].tapped)


def test_two_or_more_other_lands_untapped_else_tapped() -> None:
    """Its first and second land enter tapped; from its third on, untapped."""
    assert [_tapped_with(n) for n in range(4)] == [True, True, False, False]


def test_ruling_it_doesnt_count_itself() -> None:
    """Ruling (2021-09-24): "If this land enters the battlefield at the same time as any number of other
    lands, those other lands are not counted when determining if this land enters the battlefield tapped or
    untapped." Only lands already there count: with one other land, it enters tapped (it isn't counted
    either)."""
    assert _tapped_with(1)
