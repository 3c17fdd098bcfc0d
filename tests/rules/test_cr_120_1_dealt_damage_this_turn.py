"""CR 120.1, 500.1: 'target creature that was dealt damage this turn' (Fatal Blow), 'that dealt damage this turn'
(Avenging Arrow): qualities read from what happened this turn, checked as targets are chosen (601.2c) and again
on resolution (608.2b)."""

from __future__ import annotations

from support import board, cast, pass_both, target_options, use_compiled, zone_names

use_compiled("Fatal Blow", "Avenging Arrow", "Shock")


def test_ruling_fatal_blow_cant_target_a_creature_not_dealt_damage_this_turn() -> None:
    """Fatal Blow ruling (2008-04-01): 'Fatal Blow can't target a creature that hasn't been dealt damage this
    turn.' After Shock deals 2 damage to the Hill Giant, it is the only choice."""
    game = board({"hand": ["Shock", "Fatal Blow"], "battlefield": ["Mountain", "Swamp"]},
                 {"battlefield": ["Hill Giant", "Grizzly Bears"]})
    assert "Fatal Blow" not in [game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "cast"]
    cast(game, "Shock", game.find("Hill Giant"))
    pass_both(game)
    assert set(target_options(game, "Fatal Blow")) == {game.find("Hill Giant")}
    game.apply(f"target {game.find('Hill Giant')}")
    game.apply("autopay")
    pass_both(game)
    assert sorted(zone_names(game, "battlefield")) == ["Grizzly Bears", "Mountain", "Swamp"]


def test_120_1_that_dealt_damage_this_turn_is_the_source() -> None:
    """Avenging Arrow: the creature that dealt damage, not the one dealt it: P2's Prodigal Pyromancer pings P1."""
    game = board({"hand": ["Avenging Arrow"], "battlefield": ["Plains"] * 3 + ["Grizzly Bears"]},
                 {"battlefield": ["Prodigal Pyromancer", "Hill Giant"]}, active="P2")
    pyro = game.find("Prodigal Pyromancer")
    game.apply(f"activate {pyro} 1")
    game.apply("target P1")
    pass_both(game)
    game.apply("pass")  # P2 passes with the stack empty: P1 gets priority (117.3d)
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert set(target_options(game, "Avenging Arrow")) == {pyro}
