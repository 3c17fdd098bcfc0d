"""CR 615.1a, 615.3 and 609.7a: prevention effects of resolving spells and abilities and of static abilities.
'Prevent all combat damage that would be dealt to and dealt by that creature this turn' (Maze of Ith) names
the creature as it resolves; 'prevent all damage that would be dealt by enchanted creature' (Muzzle) follows the
creature the Aura is attached to; 'prevent all combat damage that would be dealt to ~' (Guard Gomazoa) only
combat damage. Cards compiled from their Oracle text."""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack


def _p2_attacks(p1: list, p2: list, attacker: str = "Hill Giant"):
    game = board({"battlefield": p1}, {"battlefield": p2}, step="beginning_of_combat", active="P2")
    pass_both(game)
    game.apply(f"attack {game.find(attacker, player=1)} P1")
    game.apply("done")
    return game


def test_615_1a_maze_of_ith_prevents_damage_to_and_by_that_creature() -> None:
    game = _p2_attacks(["Maze of Ith", "Grizzly Bears"], ["Hill Giant"])
    giant, bears = game.find("Hill Giant"), game.find("Grizzly Bears")
    game.apply("pass")  # P2 passes in declare attackers; P1 has priority
    game.apply(f"activate {game.find('Maze of Ith')} 1")
    game.apply(f"target {giant}")
    resolve_stack(game)
    assert not game.state.objects[giant].tapped  # untapped, still attacking (Maze of Ith ruling)
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"block {bears} {giant}")
    game.apply("done")
    pass_until(game, "end_of_combat")
    assert giant in game.zone("battlefield") and bears in game.zone("battlefield")
    assert game.state.players[0].life == 20


def test_615_1a_a_static_prevention_follows_the_enchanted_creature() -> None:
    game = _p2_attacks([], ["Hill Giant", {"card": "Muzzle", "attached_to": "Hill Giant"}])
    pass_until(game, "end_of_combat")
    assert game.state.players[0].life == 20


def test_615_1a_combat_damage_to_it_is_prevented_but_not_other_damage() -> None:
    game = board({"battlefield": ["Guard Gomazoa", "Mountain"], "hand": ["Shock"]})
    gomazoa = game.find("Guard Gomazoa")
    game.apply(f"cast {game.find('Shock')}")
    game.apply(f"target {gomazoa}")
    game.apply("autopay")
    resolve_stack(game)
    assert game.state.objects[gomazoa].damage == 2
