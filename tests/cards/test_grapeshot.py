"""Grapeshot (compiled from its Oracle text), played through the engine.

Oracle text: Grapeshot deals 1 damage to any target. / Storm (When you cast this spell, copy it for each
spell cast before it this turn. You may choose new targets for the copies.)"""

from __future__ import annotations

from support import board, life, use_compiled

use_compiled("Grapeshot")


def _resolve_keeping_targets(game) -> None:
    for _ in range(60):
        p = game.pending
        if p.kind == "priority" and not game.state.stack:
            return
        game.apply("pass" if p.kind == "priority" else f"choose {p.options[0]}")
    raise AssertionError("the stack did not empty")


def test_a_countered_spell_is_counted():
    """Ruling: "Spells cast from zones other than a player’s hand and spells that were countered are counted
    by the storm ability." A Bolt countered by Counterspell: two spells before Grapeshot, two copies."""
    game = board({"hand": ["Lightning Bolt", "Grapeshot"], "battlefield": [{"card": "Mountain", "count": 3}]},
                 {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]})
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    game.apply("autopay")
    game.apply("pass")
    game.apply(f"cast {game.find('Counterspell')}")
    game.apply(f"target {game.state.stack[0]}")
    game.apply("autopay")
    _resolve_keeping_targets(game)
    assert life(game, 1) == 20
    game.apply(f"cast {game.find('Grapeshot')}")
    game.apply("target P2")
    game.apply("autopay")
    _resolve_keeping_targets(game)
    assert life(game, 1) == 17


def test_new_targets_for_each_copy():
    """Ruling: "You may choose new targets for any of the copies. You can choose differently for each copy."
    One Bolt at P2 first; Grapeshot at P2 and its copy retargeted at P1."""
    game = board({"hand": ["Lightning Bolt", "Grapeshot"], "battlefield": [{"card": "Mountain", "count": 3}]})
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    game.apply("autopay")
    _resolve_keeping_targets(game)
    game.apply(f"cast {game.find('Grapeshot')}")
    game.apply("target P2")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")  # the storm trigger resolves: the copy asks for its target
    assert game.pending.kind != "priority"
    p1 = next(o for o in game.pending.options if o != game.pending.options[0])
    game.apply(f"choose {p1}")
    _resolve_keeping_targets(game)
    assert life(game, 1) == 16 and life(game, 0) == 19
