"""Caves of Koilos, compiled from its Oracle text: '{T}: Add {C}. / {T}: Add {W} or {B}. Caves of Koilos
deals 1 damage to you.' (605.1a, 605.3b)"""

from __future__ import annotations

from support import board

from lithoform.state.history import events_this_turn


def test_ruling_the_damage_is_part_of_the_mana_ability_and_cant_be_responded_to() -> None:
    """Ruling (2015-06-22): 'The damage dealt to you is part of the second mana ability. It doesn’t use the
    stack and can’t be responded to.'"""
    game = board({"battlefield": ["Caves of Koilos"]})
    game.apply(f"activate {game.find('Caves of Koilos')} 2 mana:B")
    assert not game.state.stack and game.state.players[0].life == 19
    assert game.pending.kind == "priority" and game.pending.player == 0  # no one got priority in between


def test_ruling_the_damage_is_dealt_by_a_colorless_source() -> None:
    """Ruling (2015-06-22): 'Like most lands, each land in this cycle is colorless. The damage dealt to you is
    dealt by a colorless source.'"""
    game = board({"battlefield": ["Caves of Koilos"]})
    caves = game.find("Caves of Koilos")
    game.apply(f"activate {caves} 2 mana:W")
    (damage,) = [e for e in events_this_turn(game.state) if e.kind == "damage"]
    assert damage.args["source"] == caves and damage.args["amount"] == 1
    assert not game.chars(caves).colors
