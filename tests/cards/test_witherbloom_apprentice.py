"""Witherbloom Apprentice (compiled from its Oracle text), played through the engine.

Oracle text: Magecraft — Whenever you cast or copy an instant or sorcery spell, each opponent loses 1 life and
you gain 1 life."""

from __future__ import annotations

from support import board, life, use_compiled

use_compiled("Witherbloom Apprentice", "Grapeshot")


def _resolve_keeping_targets(game) -> None:
    for _ in range(80):
        p = game.pending
        if p.kind == "priority" and not game.state.stack:
            return
        if p.kind == "order":
            game.apply("order " + " ".join(str(n) for n in p.options))
        else:
            game.apply("pass" if p.kind == "priority" else f"choose {p.options[0]}")
    raise AssertionError("the stack did not empty")


def _cast(game, name: str) -> None:
    game.apply(f"cast {game.find(name, zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")


def test_casting_triggers_it():
    """Ruling: "Each magecraft ability has a different effect, although they all have the same trigger
    condition, whenever you cast or copy an instant or sorcery spell." (601.2i)"""
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Witherbloom Apprentice", "Mountain"]})
    _cast(game, "Lightning Bolt")
    assert len(game.state.stack) == 2
    _resolve_keeping_targets(game)
    assert life(game, 1) == 16 and life(game, 0) == 21


def test_once_for_each_copy():
    """Ruling: "If an effect creates multiple copies of an instant or sorcery spell, magecraft abilities trigger
    once for each copy created by the effect." Two spells before Grapeshot: two storm copies; with the Bolt,
    the Shock and Grapeshot cast, five triggers in all. (707.10: a copy isn't cast)"""
    game = board({"hand": ["Lightning Bolt", "Shock", "Grapeshot"],
                  "battlefield": ["Witherbloom Apprentice", {"card": "Mountain", "count": 4}]})
    _cast(game, "Lightning Bolt")
    _resolve_keeping_targets(game)
    _cast(game, "Shock")
    _resolve_keeping_targets(game)
    _cast(game, "Grapeshot")
    _resolve_keeping_targets(game)
    assert life(game, 1) == 20 - 3 - 2 - 3 - 5 and life(game, 0) == 25
