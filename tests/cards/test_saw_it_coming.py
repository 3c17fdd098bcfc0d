"""Saw It Coming, compiled from its Oracle text, and its ruling in games.

Oracle text: Counter target spell. / Foretell {1}{U}"""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Saw It Coming")


def test_ruling_foretelling_is_a_special_action_even_in_response() -> None:
    """Ruling: "Because exiling a card with foretell from your hand is a special action, you can do so any time
    you have priority during your turn, including in response to spells and abilities." With a spell on the
    stack, P1 may still foretell, and the spell stays on the stack (116.2h: no stack)."""
    game = board({"hand": ["Saw It Coming", "Shock"], "battlefield": [{"card": "Island", "count": 2}, "Mountain"]})
    game.apply(f"cast {game.find('Shock')}")
    game.apply("target P2")
    game.apply("autopay")
    assert game.state.stack and game.pending.player == 0
    saw = game.find("Saw It Coming")
    game.apply(f"foretell {saw}")
    assert len(game.state.stack) == 1 and game.pending.player == 0
    assert game.zone("exile", 0)
