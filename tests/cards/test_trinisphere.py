"""Trinisphere: "As long as Trinisphere is untapped, each spell that would cost less than three mana to cast costs
three mana to cast." (601.2f: after increases and reductions; 611.3a: while it is untapped.)"""

from __future__ import annotations

from support import basics, board, use_compiled

use_compiled("Trinisphere", "Lightning Bolt", "Ornithopter", "Hill Giant")


def _prompt(battlefield: list, card: str, *answers: str) -> str:
    game = board({"battlefield": battlefield, "hand": [card]})
    game.apply(f"cast {game.find(card)}")
    for a in answers:
        game.apply(a)
    assert game.pending.kind == "pay"
    return game.pending.prompt


def test_601_2f_raised_to_three_with_generic_mana() -> None:
    """Ruling (2020-08-07): "... Finally, apply Trinisphere's effect if the mana component of the spell's cost is
    less than three mana. The mana value of the spell remains unchanged, ..." """
    lands = ["Trinisphere", *basics(Mountain=4)]
    assert _prompt(lands, "Lightning Bolt", "target P2") == "pay {2}{R}"
    assert _prompt(lands, "Ornithopter") == "pay {3}"
    assert _prompt(lands, "Hill Giant") == "pay {3}{R}"  # four mana: unchanged


def test_611_3a_not_while_tapped() -> None:
    lands = [{"card": "Trinisphere", "tapped": True}, *basics(Mountain=4)]
    assert _prompt(lands, "Lightning Bolt", "target P2") == "pay {R}"
