"""Azimaet Drake (compiled from its Oracle text), played through the engine.

Oracle text: Flying / {U}: Azimaet Drake gets +1/+0 until end of turn. Activate only once each turn."""

from __future__ import annotations

from support import activate, board, can_activate, pass_until, pt, resolve_stack

DRAKE = "Azimaet Drake"


def test_once_each_turn_then_again_next_turn():
    """602.5b: with mana left for a second activation, the ability can't be activated again this turn; the
    next turn it can."""
    game = board({"battlefield": [DRAKE, "Island", "Island"]})
    drake = game.find(DRAKE)
    assert can_activate(game, drake)
    activate(game, drake)
    resolve_stack(game)
    assert pt(game, drake) == (2, 3)
    assert not can_activate(game, drake)
    pass_until(game, "main1", turn=5)
    assert can_activate(game, drake)
