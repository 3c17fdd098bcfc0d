"""Kinetic Augur, compiled from its Oracle text: 'When Kinetic Augur enters the battlefield, discard up to two
cards, then draw that many cards.' (701.9a, 121.1)"""

from __future__ import annotations

from support import board, cast, hand_size, names, pass_both, use_compiled

AUGUR = "Kinetic Augur"
use_compiled(AUGUR)


def test_ruling_choose_zero_one_or_two_then_draw_that_many_once() -> None:
    """Ruling (2020-06-23): 'As Kinetic Augur's triggered ability resolves, you choose whether to discard zero,
    one, or two cards, discard them, and draw that many. You can't discard one card, draw a card, then choose
    to discard again.'"""
    game = board({"hand": [AUGUR, "Shock", "Opt"], "battlefield": [{"card": "Mountain", "count": 4}]})
    cast(game, AUGUR)
    pass_both(game)  # the creature spell resolves; its trigger goes on the stack
    pass_both(game)
    q = game.pending
    assert q.kind == "choose" and (q.min, q.max) == (0, 2)
    game.apply(f"choose {game.find('Shock', zone='hand')}")
    assert names(game, "graveyard") == ["Shock"]
    assert hand_size(game) == 2  # Opt and one card drawn; no second choice
    assert game.pending.kind == "priority"
