"""Phalanx Leader, compiled from its Oracle text: 'Heroic — Whenever you cast a spell that targets Phalanx
Leader, put a +1/+1 counter on each creature you control.' (the trigger resolves before the spell, 601.2i)"""

from __future__ import annotations

from support import board, cast, counters, lands, resolve_stack

LEADER = "Phalanx Leader"


def _game():
    return board({"hand": ["Giant Growth"], "battlefield": [LEADER, "Grizzly Bears", lands("Forest", 1)]})


def test_phalanx_leader_heroic_triggers_on_a_spell_targeting_it() -> None:
    game = _game()
    leader, bears = game.find(LEADER), game.find("Grizzly Bears")
    cast(game, "Giant Growth", leader)
    assert len(game.state.zones["stack"]) == 2  # the spell and the heroic trigger above it
    resolve_stack(game)
    assert counters(game, leader) == 1 and counters(game, bears) == 1


def test_phalanx_leader_no_trigger_for_a_spell_targeting_another_creature() -> None:
    game = _game()
    leader, bears = game.find(LEADER), game.find("Grizzly Bears")
    cast(game, "Giant Growth", bears)
    assert len(game.state.zones["stack"]) == 1
    resolve_stack(game)
    assert counters(game, leader) == 0 and counters(game, bears) == 0
