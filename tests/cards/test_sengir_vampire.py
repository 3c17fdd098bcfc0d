"""Sengir Vampire (compiled from its Oracle text), played through the engine.

Oracle text: Flying. Whenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter
on Sengir Vampire."""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack

SENGIR = "Sengir Vampire"


def test_a_creature_it_damaged_dying_later_in_the_turn_triggers_it() -> None:
    """Ruling: "If Sengir Vampire deals nonlethal damage to a creature and then a different effect or damage
    source causes that creature to be put into a graveyard later in the turn, Sengir Vampire's ability will
    trigger and it will get a +1/+1 counter." (120.1, 603.10a)"""
    game = board({"battlefield": [SENGIR, "Mountain"], "hand": ["Shock"]}, {"battlefield": ["Wall of Air"]},
                 step="beginning_of_combat")
    sengir, wall = game.find(SENGIR), game.find("Wall of Air")
    pass_both(game)
    game.apply(f"attack {sengir} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"block {wall} {sengir}")  # Wall of Air, 1/5 flying: 4 damage doesn't destroy it
    game.apply("done")
    pass_until(game, "main2")
    assert wall in game.zone("battlefield")
    game.apply(f"cast {game.find('Shock')}")
    game.apply(f"target {wall}")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find("Wall of Air", zone="graveyard")
    assert game.state.objects[sengir].counter("+1/+1") == 1


def test_only_a_creature_it_dealt_damage_to_triggers_it() -> None:
    game = board({"battlefield": [SENGIR, "Mountain", "Mountain"], "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    sengir = game.find(SENGIR)
    game.apply(f"cast {game.find('Shock')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.state.objects[sengir].counter("+1/+1") == 0
