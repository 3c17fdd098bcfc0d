"""Abrupt Decay (compiled from its Oracle text), played through the engine.

Oracle text: This spell can't be countered. / Destroy target nonland permanent with mana value 3 or
less."""

from __future__ import annotations

from support import board, names, resolve_stack

from lithoform import Game


def _decay_then(counter: str, untapped: int) -> Game:
    game = board({"battlefield": ["Swamp", "Forest"], "hand": ["Abrupt Decay"]},
                 {"battlefield": ["Grizzly Bears"] + ["Island"] * untapped, "hand": [counter]})
    game.apply(f"cast {game.find('Abrupt Decay')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    decay = game.state.stack[-1]
    game.apply("pass")  # P2 gets priority (117.3c)
    game.apply(f"cast {game.find(counter)}")
    game.apply(f"target {decay}")
    game.apply("autopay")
    return game


def test_counterspell_can_target_it_but_it_still_resolves():
    """Ruling: "A spell or ability that counters spells can still target Abrupt Decay. When that spell or
    ability resolves, Abrupt Decay won't be countered" (113.6g)."""
    game = _decay_then("Counterspell", 2)
    resolve_stack(game)
    assert "Counterspell" in names(game, "graveyard", 1)
    assert "Grizzly Bears" in names(game, "graveyard", 1)
    assert "Abrupt Decay" in names(game, "graveyard", 0)
    assert not any(e.kind == "countered" for e in game.state.events())


def test_mana_leak_does_nothing_to_it_either():
    """'Counter target spell unless its controller pays {3}': not paying doesn't counter it (113.6g)."""
    game = _decay_then("Mana Leak", 2)
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "graveyard", 1)
