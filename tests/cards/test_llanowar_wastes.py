"""Llanowar Wastes (compiled from its Oracle text), played through the engine.

Oracle text: {T}: Add {C}. / {T}: Add {B} or {G}. Llanowar Wastes deals 1 damage to you."""

from __future__ import annotations

from support import board, life, use_compiled

use_compiled("Llanowar Wastes")


def test_the_damage_cant_be_responded_to():
    """Ruling: "The damage dealt to you is part of the second mana ability. It doesn’t use the stack and
    can’t be responded to." (605.3b)"""
    game = board({"battlefield": ["Llanowar Wastes"]}, {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    game.apply(f"activate {game.find('Llanowar Wastes')} 2 mana:G")
    assert life(game, 0) == 19 and not game.state.stack
    assert [m.type for m in game.state.players[0].pool] == ["G"]


def test_the_damage_is_dealt_by_a_colorless_source():
    """Ruling: "Like most lands, each land in this cycle is colorless. The damage dealt to you is dealt by a
    colorless source." (120.3, 105.2c)"""
    game = board({"battlefield": ["Llanowar Wastes"]})
    wastes = game.find("Llanowar Wastes")
    game.apply(f"activate {wastes} 2 mana:B")
    damage = [e for e in game.state.events() if e.kind == "damage"]
    assert damage and damage[-1].args["source"] == wastes and damage[-1].args["to_player"] == 0
    assert not game.chars(wastes).colors
