"""CR 602.2b and 601.2h: the total cost of an activated ability is paid in any order; 'Put a page counter on ~'
is part of it (118.3: a cost that puts counters on the permanent can be paid while it is on the battlefield).
The counter is on the permanent before the ability resolves, and a state trigger looking at the counters sees it
(603.8). Played with the compiled Mazemind Tome: '{T}, Put a page counter on Mazemind Tome: Scry 1.', '{2}, {T},
Put a page counter on Mazemind Tome: Draw a card.', 'When there are four or more page counters on Mazemind Tome,
exile it. If you do, you gain 4 life.'"""

from __future__ import annotations

from support import activate, board, counters, hand_size, life, names, resolve_stack, use_compiled

TOME = "Mazemind Tome"
use_compiled(TOME)


def test_602_2b_the_counter_is_put_as_the_cost_is_paid() -> None:
    game = board({"battlefield": [TOME, {"card": "Island", "count": 2}]})
    tome = game.find(TOME)
    activate(game, TOME, 2)  # {2}, {T}, Put a page counter: Draw a card
    assert counters(game, tome, "page") == 1  # paid before the ability resolves
    assert game.state.stack
    resolve_stack(game)
    assert hand_size(game) == 1


def test_603_8_the_fourth_counter_exiles_it_and_gains_4_life() -> None:
    game = board({"battlefield": [{"card": TOME, "counters": {"page": 3}}, {"card": "Island", "count": 2}]})
    activate(game, TOME, 2)
    resolve_stack(game)
    assert TOME in names(game, "exile")
    assert life(game, 0) == 24
    assert hand_size(game) == 1  # the draw ability still resolves (608.2b: it has no target)
