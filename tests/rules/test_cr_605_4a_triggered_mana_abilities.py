"""CR 605.1b, 605.4a, 106.12a: an ability that triggers when a permanent is tapped for mana and adds mana is a
mana ability; it doesn't use the stack and resolves right after the mana ability that triggered it. Played
with Wild Growth ("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.")."""

from __future__ import annotations

from support import board, events_since, mark, use_compiled

use_compiled("Wild Growth")


def test_605_4a_no_stack_and_the_mana_at_once() -> None:
    game = board({"battlefield": ["Plains", {"card": "Wild Growth", "attached_to": "Plains"}]})
    start = mark(game)
    game.apply(f"activate {game.find('Plains')} 1")
    assert sorted(m.type for m in game.state.players[0].pool) == ["G", "W"]
    assert not game.state.stack and game.pending.kind == "priority"
    assert any(e.kind == "triggered_mana_ability" and "605.4a" in e.rules for e in events_since(game, start))


def test_106_12a_only_tapping_for_mana_triggers_it() -> None:
    """A land that isn't tapped for mana (the other land) adds no {G}."""
    game = board({"battlefield": ["Plains", "Island", {"card": "Wild Growth", "attached_to": "Plains"}]})
    game.apply(f"activate {game.find('Island')} 1")
    assert [m.type for m in game.state.players[0].pool] == ["U"]
