"""CR 107.3, 601.2f-h: 'Spend only black mana on X.' (Consume Spirit): with the value chosen for X, the total cost
asks for that many mana of that color (mechanics/x_mana_color); the rest of the cost is paid as usual."""

from __future__ import annotations

from support import board, legal, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _announce(game, x: int) -> None:
    game.apply(f"cast {game.find('Consume Spirit')}")
    game.apply(f"x {x}")
    game.apply("target P2")


def test_107_3_consume_spirit_compiles() -> None:
    assert compile_card(get_card("Consume Spirit")).ok


def test_601_2f_consume_spirit_x_is_paid_with_black_mana() -> None:
    """Consume Spirit: 'Spend only black mana on X. Consume Spirit deals X damage to any target and you gain X
    life.' X=2: the total cost is {1}{B} plus {B}{B}; the Mountain pays the {1}. Ruling (2009-10-01): 'The amount of
    life you gain is equal to the number chosen for X'."""
    game = board({"hand": ["Consume Spirit"], "battlefield": [{"card": "Swamp", "count": 3}, "Mountain"]})
    _announce(game, 2)
    totals = [e.args["cost"] for e in game.state.events() if e.kind == "total_cost"]
    assert totals[-1].count("{B}") == 3 and "{1}" in totals[-1]
    game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 22


def test_601_2h_other_mana_cant_pay_x() -> None:
    """Two Swamps and three Mountains: X=2 needs three black mana in all, so the cost couldn't be paid: X=2 isn't
    offered (601.2f: only a total cost the player could pay; five mana is enough by count alone), X=1 is."""
    game = board({"hand": ["Consume Spirit"], "battlefield": [{"card": "Swamp", "count": 2},
                                                           {"card": "Mountain", "count": 3}]})
    game.apply(f"cast {game.find('Consume Spirit')}")
    assert game.pending.kind == "x"
    assert legal(game, "x 1") and not legal(game, "x 2") and not legal(game, "x 3")
    game.apply("x 1")
    game.apply("target P2")
    assert legal(game, "autopay")


def test_107_3_x_zero_costs_only_the_mana_cost() -> None:
    game = board({"hand": ["Consume Spirit"], "battlefield": ["Swamp", "Mountain"]})
    _announce(game, 0)
    game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[1].life == 20
