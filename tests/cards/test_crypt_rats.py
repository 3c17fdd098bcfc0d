"""Crypt Rats (compiled from its Oracle text), played through the engine.

Oracle text: {X}: Crypt Rats deals X damage to each creature and each player. Spend only black mana on X.
107.3, 602.2b, 601.2f-h: the activated ability's X is paid with black mana only (mechanics/x_mana_color)."""

from __future__ import annotations

from support import battlefield_names, board, legal, life, resolve_stack, use_compiled

use_compiled("Crypt Rats", "Crimson Hellkite")


def test_601_2f_x_paid_with_black_deals_x_to_each_creature_and_player() -> None:
    """X=2 paid with two Swamps: 2 damage to each creature (the Rats die, 704.5g) and to each player."""
    game = board({"battlefield": ["Crypt Rats", {"card": "Swamp", "count": 2}, "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant"]})
    game.apply(f"activate {game.find('Crypt Rats')} 1")
    assert game.pending.kind == "x"
    game.apply("x 2")
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 0) == 18 and life(game, 1) == 18
    assert battlefield_names(game) == ["Hill Giant", "Swamp", "Swamp"]


def test_601_2h_other_mana_cant_pay_x() -> None:
    """'Spend only black mana on X.': one Swamp and three Mountains pay X=1 at most (601.2f: only a total cost
    the player could pay is offered), though four mana would be enough by count alone."""
    game = board({"battlefield": ["Crypt Rats", "Swamp", {"card": "Mountain", "count": 3}]})
    game.apply(f"activate {game.find('Crypt Rats')} 1")
    assert legal(game, "x 1") and not legal(game, "x 2")


def test_crimson_hellkite_x_paid_with_red() -> None:
    """Crimson Hellkite: '{X}, {T}: ... deals X damage to target creature. Spend only red mana on X.' Swamps
    can't pay its X."""
    game = board({"battlefield": ["Crimson Hellkite", {"card": "Swamp", "count": 3}, "Mountain"]},
                 {"battlefield": ["Hill Giant"]})
    game.apply(f"activate {game.find('Crimson Hellkite')} 1")
    assert legal(game, "x 1") and not legal(game, "x 2")
