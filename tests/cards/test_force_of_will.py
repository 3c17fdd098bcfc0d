"""Force of Will, compiled from its Oracle text, and its ruling in games.

Oracle text: You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost. /
Counter target spell."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Force of Will")


def test_ruling_the_mana_value_remains_unchanged() -> None:
    """Ruling: "To determine the total cost of a spell, start with the mana cost or alternative cost you're
    paying (such as the alternative cost of Force of Will), add any cost increases, then apply any cost
    reductions. The mana value of the spell remains unchanged, no matter what the total cost to cast it
    was." With Thalia, Guardian of Thraben ('Noncreature spells cost {1} more to cast.') the alternative cost
    needs {1} too."""
    game = board({"hand": ["Shock", "Force of Will", "Ponder"],
                  "battlefield": [{"card": "Mountain", "count": 3}, "Thalia, Guardian of Thraben"]})
    game.apply(f"cast {game.find('Shock')}")
    game.apply("target P2")
    game.apply("autopay")
    shock = game.state.stack[-1]
    game.apply(f"cast {game.find('Force of Will')}")
    game.apply("alternative life_exile")
    game.apply(f"target {shock}")
    game.apply(f"exile {game.find('Ponder')}")
    assert game.pending.kind == "pay" and str(game.state.objects[game.state.stack[-1]].choices.cost) == "{1}"
    game.apply("autopay")
    assert game.chars(game.state.stack[-1]).mana_value == 5
    assert game.state.players[0].life == 19
