"""Fieldmist Borderpost (compiled from its Oracle text), played through the engine.

Oracle text: You may pay {1} and return a basic land you control to its owner's hand rather than pay this
spell's mana cost. / Fieldmist Borderpost enters tapped. / {T}: Add {W} or {U}."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled

use_compiled("Fieldmist Borderpost")


def test_ruling_any_basic_land_even_tapped() -> None:
    """Ruling: "To satisfy the alternative cost, you may return any basic land you control to its owner's
    hand, regardless of that land's subtype or whether it's tapped." A tapped Swamp is returned; an untapped
    Plains pays {1}."""
    game = board({"hand": ["Fieldmist Borderpost"],
                  "battlefield": [{"card": "Swamp", "tapped": True}, "Plains"]})
    game.apply(f"cast {game.find('Fieldmist Borderpost')}")
    game.apply("alternative mana_return")
    assert game.pending.kind == "return"
    game.apply(f"return {game.find('Swamp')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.find("Swamp", zone="hand")
    post = game.find("Fieldmist Borderpost", zone="battlefield")
    assert game.state.objects[post].tapped  # 'enters tapped'
    assert game.chars(post).mana_value == 3  # 118.9c: the mana cost {1}{W}{U} is unchanged
