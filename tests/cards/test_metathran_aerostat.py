"""Metathran Aerostat, compiled from its Oracle text: '{X}{U}: You may put a creature card with mana value X from
your hand onto the battlefield. If you do, return Metathran Aerostat to its owner's hand.' (107.3, 110.2a,
608.2c)"""

from __future__ import annotations

from support import basics, board, names, pass_both, use_compiled

AEROSTAT = "Metathran Aerostat"
use_compiled(AEROSTAT)


def _activate_with_x(x: int, hand: list[str]):
    game = board({"battlefield": [AEROSTAT, *basics(Island=4)], "hand": hand})
    game.apply(f"activate {game.find(AEROSTAT)} 1")
    game.apply(f"x {x}")
    while game.pending.kind != "priority":
        game.apply("autopay")
    pass_both(game)
    game.apply("yes")
    return game


def test_puts_a_creature_card_with_mana_value_x_and_returns_itself() -> None:
    game = _activate_with_x(2, ["Grizzly Bears", "Hill Giant"])
    if game.pending.kind == "choose":
        assert game.find("Hill Giant", zone="hand") not in game.pending.options  # mana value 4, not 2
        game.apply(f"choose {game.find('Grizzly Bears', zone='hand')}")
    assert "Grizzly Bears" in names(game, "battlefield")
    assert AEROSTAT in names(game, "hand")


def test_no_card_with_that_mana_value_nothing_happens() -> None:
    game = _activate_with_x(1, ["Grizzly Bears"])
    assert names(game, "hand") == ["Grizzly Bears"]
    assert AEROSTAT in names(game, "battlefield")
