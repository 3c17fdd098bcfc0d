"""Brineborn Cutthroat ({1}{U} 2/1 flash): "Whenever you cast a spell during an opponent's turn, put a +1/+1
counter on Brineborn Cutthroat." Its rulings, quoted from the card database (601.2i, 603.2)."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled

CUTTHROAT = "Brineborn Cutthroat"
use_compiled(CUTTHROAT)


def _counters(game) -> int:
    return game.state.objects[game.find(CUTTHROAT, zone="battlefield")].counter("+1/+1")


def test_ruling_it_must_be_on_the_battlefield() -> None:
    """Ruling: "Brineborn Cutthroat must be on the battlefield for its last ability to function. Notably, the
    ability won't trigger as you cast Brineborn Cutthroat during an opponent's turn." """
    game = board({"hand": [CUTTHROAT], "battlefield": [{"card": "Island", "count": 2}]}, active="P2")
    game.apply("pass")  # P2 passes priority to P1
    game.apply(f"cast {game.find(CUTTHROAT)}")
    game.apply("autopay")
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert _counters(game) == 0


def test_ruling_it_resolves_before_the_spell() -> None:
    """Ruling: "Brineborn Cutthroat's ability resolves before the spell that caused it to trigger." A Bolt cast
    in the opponent's turn: the trigger is on top of it."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": [CUTTHROAT, "Mountain"]}, active="P2")
    game.apply("pass")
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    game.apply("autopay")
    assert len(game.state.stack) == 2
    game.apply("pass")
    game.apply("pass")
    assert _counters(game) == 1
    assert len(game.state.stack) == 1


def test_not_during_your_own_turn() -> None:
    game = board({"hand": ["Lightning Bolt"], "battlefield": [CUTTHROAT, "Mountain"]})
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    game.apply("autopay")
    assert len(game.state.stack) == 1
