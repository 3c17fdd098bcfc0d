"""Phantasmal Bear (compiled from its Oracle text), played through the engine.

Oracle text: When Phantasmal Bear becomes the target of a spell or ability, sacrifice it."""

from __future__ import annotations

from support import board, resolve_stack

BEAR = "Phantasmal Bear"


def test_it_is_sacrificed_first_and_the_spell_has_no_legal_target() -> None:
    """Ruling: "If Phantasmal Bear becomes the target of a spell or ability, its ability triggers and goes on
    the stack on top of that spell or ability. The ability will resolve first (causing Phantasmal Bear to be
    sacrificed). Unless the spell or ability has another target, it will then be countered when it tries to
    resolve for having no legal targets." (603.3, 608.2b)"""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": [BEAR]})
    game.apply(f"cast {game.find('Shock')}")
    game.apply(f"target {game.find(BEAR)}")
    game.apply("autopay")
    assert len(game.state.stack) == 2  # the Bear's trigger on top of Shock
    resolve_stack(game)
    assert game.find(BEAR, zone="graveyard")
    assert game.find("Shock", zone="graveyard")
    assert not any(e.kind == "damage" for e in game.state.events())


def test_its_own_controllers_spell_triggers_it_too() -> None:
    game = board({"battlefield": [BEAR, "Forest"], "hand": ["Giant Growth"]})
    game.apply(f"cast {game.find('Giant Growth')}")
    game.apply(f"target {game.find(BEAR)}")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find(BEAR, zone="graveyard")
