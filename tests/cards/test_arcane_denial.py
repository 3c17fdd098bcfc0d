"""Arcane Denial ({1}{U} instant): "Counter target spell. Its controller may draw up to two cards at the beginning of
the next turn's upkeep. / You draw a card at the beginning of the next turn's upkeep." (701.6a, 603.7a-c: two
delayed triggered abilities; 121.2, 608.2d; mechanics/draw_up_to). Rulings quoted from the card database."""

from __future__ import annotations

import pytest
from support import board, cast, order_if_asked, pass_both, use_compiled

DENIAL = "Arcane Denial"
use_compiled(DENIAL)


def _denied():
    """P2 casts Grizzly Bears in their main phase; P1 counters it with Arcane Denial."""
    game = board({"hand": [DENIAL], "battlefield": [{"card": "Island", "count": 2}]},
                 {"hand": ["Grizzly Bears"], "battlefield": [{"card": "Forest", "count": 2}]}, active="P2")
    cast(game, "Grizzly Bears")
    game.apply("pass")  # P1 gets priority
    cast(game, DENIAL, game.state.zones["stack"][-1])
    pass_both(game)
    return game


def _hands(game) -> tuple[int, int]:
    return len(game.state.zones["hand:0"]), len(game.state.zones["hand:1"])


def _to_the_next_upkeep_choice(game) -> None:
    """Passes to the next turn's upkeep (P1's turn 4) until P2 is asked how many cards to draw."""
    for _ in range(200):
        p = game.pending
        if p.kind == "choose" and p.purpose == "draw_up_to":
            return
        if p.kind == "order":
            order_if_asked(game)
            continue
        game.apply("pass" if p.kind == "priority" else "done")
    raise AssertionError("never asked")


@pytest.mark.parametrize("n", [0, 1, 2])
def test_ruling_its_controller_chooses_zero_one_or_two_then_draws(n: int) -> None:
    """Ruling: "The controller of the countered spell doesn't choose how many cards to draw until the relevant
    ability resolves. The player may draw 0, 1, or 2 cards. They choose the number before drawing any cards." The
    Bears are countered; at the next upkeep P2 draws the number chosen and P1 draws one."""
    game = _denied()
    assert game.find("Grizzly Bears", zone="graveyard") > 0
    before = _hands(game)
    _to_the_next_upkeep_choice(game)
    assert game.state.step == "upkeep" and game.state.turn == 4 and game.pending.player == 1
    assert game.pending.options == (0, 1, 2)
    game.apply(f"choose {n}")
    for _ in range(20):
        if game.state.step != "upkeep":
            break
        game.apply("pass")
    p1, p2 = _hands(game)
    assert p2 == before[1] + n
    assert p1 == before[0] + 2  # one from the delayed trigger, one from P1's draw step (504.1)
