"""120.4a: 'if an effect that's causing damage to be dealt states that excess damage that would be dealt to a
permanent is dealt to another permanent or player instead, the damage event is modified accordingly. If the first
permanent is a creature, the excess damage is the amount of damage in excess of what would be lethal damage, taking
into account damage already marked on the creature ...' (Flame Spill: 'Flame Spill deals 4 damage to target creature.
Excess damage is dealt to that creature's controller instead.')"""

from __future__ import annotations

from support import board, cast, events, lands, resolve_stack

from lithoform import Game


def _spill(theirs: str | dict) -> Game:
    game = board({"hand": ["Flame Spill"], "battlefield": [lands("Mountain", 3)]}, {"battlefield": [theirs]})
    target = [o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == 1][0]
    cast(game, "Flame Spill", target)
    resolve_stack(game)
    return game


def test_120_4a_marked_damage_counts_toward_lethal() -> None:
    game = _spill({"card": "Hill Giant", "damage": 2})  # 3/3 with 2 marked: 1 is lethal, 3 is excess
    assert game.state.players[1].life == 17
    assert [e.args["amount"] for e in events(game, "excess_damage")] == [3]


def test_120_4a_indestructible_doesnt_change_what_is_lethal() -> None:
    """The Ram Through ruling: '... Also ignore whether the creature has an ability such as indestructible that will
    result in it not being destroyed by this damage.' Darksteel Myr (0/1, indestructible): 1 lethal, 3 excess."""
    game = _spill("Darksteel Myr")
    assert game.state.players[1].life == 17
    assert game.find("Darksteel Myr", zone="battlefield")


def test_120_4a_no_excess_when_the_damage_isnt_more_than_lethal() -> None:
    game = _spill("Craw Wurm")  # 6/4: all 4 to the creature
    assert game.state.players[1].life == 20 and not events(game, "excess_damage")
