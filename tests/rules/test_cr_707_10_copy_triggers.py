"""CR 707.10: a copy of a spell is put on the stack; it isn't cast. An ability that triggers 'whenever you cast
or copy an instant or sorcery spell' (magecraft, 207.2c) triggers for each (603.2). Played with compiled
cards: Witherbloom Apprentice, Grapeshot (storm), Lightning Bolt, Grizzly Bears."""

from __future__ import annotations

from support import board, life, use_compiled

use_compiled("Witherbloom Apprentice", "Grapeshot")


def _resolve(game) -> None:
    for _ in range(80):
        p = game.pending
        if p.kind == "priority" and not game.state.stack:
            return
        if p.kind == "order":
            game.apply("order " + " ".join(str(n) for n in p.options))
        else:
            game.apply("pass" if p.kind == "priority" else f"choose {p.options[0]}")
    raise AssertionError("the stack did not empty")


def test_707_10_a_copy_triggers_copy_abilities_once() -> None:
    """One spell before Grapeshot: its storm copy triggers the Apprentice once more (603.2)."""
    game = board({"hand": ["Lightning Bolt", "Grapeshot"],
                  "battlefield": ["Witherbloom Apprentice", {"card": "Mountain", "count": 3}]})
    for name in ("Lightning Bolt", "Grapeshot"):
        game.apply(f"cast {game.find(name, zone='hand')}")
        game.apply("target P2")
        game.apply("autopay")
        _resolve(game)
    copies = [e for e in game.state.events() if e.kind == "copy"]
    assert len(copies) == 1
    assert life(game, 0) == 23  # three triggers: two spells cast, one copy
    assert life(game, 1) == 20 - 3 - 1 - 1 - 3


def test_603_2_a_creature_spell_doesnt_trigger_it() -> None:
    """603.2: the trigger's description ('an instant or sorcery spell') must fit."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": ["Witherbloom Apprentice", "Forest", "Forest"]})
    game.apply(f"cast {game.find('Grizzly Bears')}")
    game.apply("autopay")
    assert len(game.state.stack) == 1
