"""Mazemind Tome, compiled from its Oracle text: '{T}, Put a page counter on Mazemind Tome: Scry 1. / {2}, {T},
Put a page counter on Mazemind Tome: Draw a card. / When there are four or more page counters on Mazemind Tome,
exile it. If you do, you gain 4 life.' (602.2b, 603.8)"""

from __future__ import annotations

from support import activate, board, cast, life, names, pay_with, resolve_stack, untapped, use_compiled

TOME = "Mazemind Tome"
use_compiled(TOME)


def test_ruling_if_it_left_the_battlefield_it_isnt_exiled_and_no_life_is_gained() -> None:
    """Ruling (2020-06-23): 'If Mazemind Tome leaves the battlefield while its triggered ability is on the stack,
    you can't exile it from the zone it's put into.'"""
    game = board({"hand": ["Shatter"], "battlefield": [{"card": TOME, "counters": {"page": 3}},
                                                       {"card": "Mountain", "count": 2}, {"card": "Island", "count": 2}]})
    activate(game, TOME, 2, pay=False)
    pay_with(game, *untapped(game, "Island"))  # the fourth counter: the state trigger goes on the stack above the draw
    assert len(game.state.stack) == 2
    cast(game, "Shatter", game.find(TOME))
    resolve_stack(game)
    assert TOME in names(game, "graveyard")
    assert life(game, 0) == 20  # 'If you do': it wasn't exiled, so no life
