"""Drowsing Tyrannodon (compiled from its Oracle text), played through the engine.

Oracle text: Defender / As long as you control a creature with power 4 or greater, Drowsing Tyrannodon can
attack as though it didn't have defender."""

from __future__ import annotations

from support import board, cast, lands, pass_until, resolve_stack, to_attackers

from lithoform import Game

REX = "Drowsing Tyrannodon"


def _attackers(mine: list) -> Game:
    game = board({"battlefield": mine}, step="beginning_of_combat")
    to_attackers(game)
    return game


def test_defender_keeps_it_home_without_a_big_creature():
    game = _attackers([REX, "Grizzly Bears"])
    assert game.find(REX) not in game.pending.options


def test_a_creature_with_power_four_lets_it_attack():
    game = _attackers([REX, "Canopy Stalker"])
    assert game.find(REX) in game.pending.options


def test_raising_its_own_power_lets_it_attack():
    """Ruling: "If Drowsing Tyrannodon's power is raised to 4 or greater, it will allow itself to attack.\""""
    game = board({"battlefield": [REX, "Grizzly Bears", lands("Forest", 1)], "hand": ["Giant Growth"]})
    cast(game, "Giant Growth", game.find(REX))
    resolve_stack(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    assert game.find(REX) in game.pending.options


def test_it_stays_attacking_when_the_big_creature_leaves():
    """Ruling: "Once Drowsing Tyrannodon has attacked, it will remain an attacking creature even if you no
    longer control a creature with power 4 or greater." The Canopy Stalker is shocked after the attack."""
    game = board({"battlefield": [REX, "Canopy Stalker", lands("Mountain", 1)], "hand": ["Shock"]},
                 step="beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {game.find(REX)} P2")
    game.apply("done")
    cast(game, "Shock", game.find("Canopy Stalker"))
    resolve_stack(game)
    assert game.find("Canopy Stalker", zone="graveyard")
    pass_until(game, "end_of_combat")
    assert game.state.players[1].life == 17
