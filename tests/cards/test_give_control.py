"""Giving control of a permanent to another player (613.1b; 611.2c; 506.4): Donate, Akroan Horse, Goblin
Cadets, Starke of Rath (mechanics/give_control)."""

from __future__ import annotations

from support import (
    activate,
    attack,
    block,
    board,
    cast,
    pass_both,
    pass_until,
    resolve_stack,
    to_attackers,
    use_compiled,
)

use_compiled("Donate", "Akroan Horse", "Goblin Cadets", "Starke of Rath", "Homeward Path")


def _controller(game, oid: int) -> int:
    return game.chars(oid).controller


def test_donate_target_player_gains_control_of_target_permanent_you_control() -> None:
    """Donate: 'Target player gains control of target permanent you control.' The ruling: 'If you Donate an
    Aura, it stays where it is, but the targeted player now controls it.' (here a creature; for good, 613.1b)"""
    game = board({"hand": ["Donate"], "battlefield": [{"card": "Island", "count": 3}, "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Donate"), "P2", bears)
    pass_both(game)
    assert _controller(game, bears) == 1
    pass_until(game, "upkeep", turn=game.state.turn + 2)
    assert _controller(game, bears) == 1  # the rest of the game


def test_akroan_horse_an_opponent_gains_control_and_you_get_the_soldiers() -> None:
    """Akroan Horse: 'When Akroan Horse enters, an opponent gains control of it.' Ruling: 'Akroan Horse's
    enters-the-battlefield ability doesn't target any opponent. In a multiplayer game, you choose the opponent
    as the ability resolves.' and 'In most situations in two-player games, your opponent will control Akroan
    Horse and you'll put Soldier tokens onto the battlefield.'"""
    game = board({"hand": ["Akroan Horse"], "battlefield": [{"card": "Plains", "count": 4}]})
    cast(game, game.find("Akroan Horse"))
    pass_both(game)  # the Horse resolves; its trigger goes on the stack
    pass_both(game)
    if game.pending.kind == "choose":  # 608.2d: the opponent, chosen as it resolves (P2: the only one)
        game.apply("choose P2")
    horse = game.find("Akroan Horse")
    assert _controller(game, horse) == 1
    pass_until(game, "draw", turn=game.state.turn + 1)  # P2's upkeep: the Horse's controller's
    soldiers = [o for o in game.zone("battlefield") if game.state.objects[o].card == "Soldier Token"]
    assert soldiers and all(_controller(game, o) == 0 for o in soldiers)


def test_goblin_cadets_changing_control_removes_it_from_combat() -> None:
    """Goblin Cadets: 'Whenever Goblin Cadets blocks or becomes blocked, target opponent gains control of it.
    (This removes Goblin Cadets from combat.)' 506.4: a permanent whose controller changes is removed from
    combat: it deals and is dealt no combat damage."""
    game = board({"battlefield": ["Goblin Cadets"]}, {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    cadets, giant = game.find("Goblin Cadets"), game.find("Hill Giant")
    to_attackers(game)
    attack(game, cadets)
    pass_both(game)
    block(game, (giant, cadets))
    if game.pending.kind == "target":  # the trigger's target opponent (603.3d)
        game.apply("target P2")
    resolve_stack(game)
    assert _controller(game, cadets) == 1
    assert game.state.combat is None or all(a != cadets for a, _ in game.state.combat.attackers)
    pass_until(game, "end")
    assert cadets in game.zone("battlefield") and game.state.objects[cadets].damage == 0


def test_starke_of_rath_the_destroyed_permanents_controller_gains_control() -> None:
    """Starke of Rath: '{T}: Destroy target artifact or creature. That permanent's controller gains control of
    Starke of Rath.' (its controller as it last existed on the battlefield, 608.2h)"""
    game = board({"battlefield": ["Starke of Rath"]}, {"battlefield": ["Grizzly Bears"]})
    starke = game.find("Starke of Rath")
    activate(game, starke, 1, game.find("Grizzly Bears"))
    pass_both(game)
    assert "Grizzly Bears" not in [game.state.objects[o].card for o in game.zone("battlefield")]
    assert _controller(game, starke) == 1


def test_homeward_path_each_player_gains_control_of_the_creatures_they_own() -> None:
    """Homeward Path: '{T}: Each player gains control of all creatures they own.' (613.1b: for good)"""
    game = board({"hand": ["Donate"], "battlefield": [{"card": "Island", "count": 3}, "Grizzly Bears",
                                                       "Homeward Path"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Donate"), "P2", bears)
    pass_both(game)
    assert _controller(game, bears) == 1
    activate(game, game.find("Homeward Path"), 2)
    pass_both(game)
    assert _controller(game, bears) == 0
