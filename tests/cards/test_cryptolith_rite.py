"""Cryptolith Rite, compiled from its Oracle text: 'Creatures you control have "{T}: Add one mana of any
color."' (613.1f: an ability granted in layer 6)."""

from __future__ import annotations

from support import board

from lithoform.cards.tree import ActivatedAbility
from lithoform.rules.continuous.characteristics import chars


def test_ruling_two_rites_give_two_abilities_but_tapping_makes_mana_once() -> None:
    """Ruling (2016-04-08): 'If a creature has multiple mana abilities with a cost of {T}, such as if you
    control two Cryptolith Rites, you can only activate one of them at a time. Tapping the creature doesn't
    produce multiple mana.'"""
    game = board({"battlefield": ["Cryptolith Rite", "Cryptolith Rite", {"card": "Grizzly Bears", "sick": False}]})
    bears = game.find("Grizzly Bears")
    granted = [a for a in chars(game.state, bears).abilities if isinstance(a, ActivatedAbility)]
    assert granted  # the same ability twice is one to use: each would tap the creature (113.2c, 602.2)
    game.apply(f"activate {bears} 1 mana:G")
    assert len(game.state.players[0].pool) == 1
    assert not any(str(a).startswith(f"activate {bears} ") for a in game.legal_actions())
