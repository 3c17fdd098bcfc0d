"""CR 605.3a: a player may activate a mana ability whenever they have priority, or when asked to pay a cost. Lion's
Eye Diamond's 'Activate only as an instant.' (the ruling: only when an instant could be cast, 117.1a) keeps the
first and not the second: with a spell on the stack it can be activated, while paying for one it can't."""

from __future__ import annotations

from support import basics, board, cast, use_compiled

LED = "Lion's Eye Diamond"
use_compiled(LED, "Lightning Bolt", "Dark Ritual")


def _offered(game) -> bool:
    return any(a.kind == "activate" and a.args[0] == game.find(LED) for a in game.legal_actions())


def test_117_1a_with_priority_and_a_spell_on_the_stack() -> None:
    game = board({"battlefield": [LED, *basics(Mountain=1)], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    assert game.state.stack and game.pending.kind == "priority"
    assert _offered(game)


def test_605_3a_not_while_paying_a_cost() -> None:
    game = board({"battlefield": [LED, "Swamp"], "hand": ["Dark Ritual"]})
    game.apply(f"cast {game.find('Dark Ritual', zone='hand')}")
    assert game.pending.kind == "pay" and not _offered(game)
