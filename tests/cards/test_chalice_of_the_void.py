"""Chalice of the Void ({X}{X} artifact): "Chalice of the Void enters the battlefield with X charge counters on it.
/ Whenever a player casts a spell with mana value equal to the number of charge counters on Chalice of the Void,
counter that spell." (the mana value compared with the counters as the trigger event happens;
mechanics/counter_descriptions)."""

from __future__ import annotations

from support import board, cast, names, resolve_stack, use_compiled

use_compiled("Chalice of the Void")


def test_counters_a_spell_with_mana_value_equal_to_its_counters() -> None:
    game = board({"battlefield": [{"card": "Chalice of the Void", "counters": {"charge": 1}}, "Mountain", "Mountain",
                                  "Mountain"], "hand": ["Lightning Bolt", "Shock"]})
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert "Lightning Bolt" in names(game, "graveyard", 0) and game.state.players[1].life == 20


def test_a_spell_of_another_mana_value_resolves() -> None:
    game = board({"battlefield": [{"card": "Chalice of the Void", "counters": {"charge": 2}}, "Mountain"],
                  "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 17
