"""Thrull Parasite: '{T}, Pay 2 life: Remove a counter from target nonland permanent.' (122.8;
mechanics/counter_descriptions)."""

from __future__ import annotations

from support import activate, board, counters, resolve_stack, use_compiled

use_compiled("Thrull Parasite")


def test_122_8_thrull_parasite_removes_one_counter_of_the_chosen_kind() -> None:
    """Ruling: 'If it has more than one kind of counter, you'll choose one of those counters when the ability
    resolves.'"""
    game = board({"battlefield": ["Thrull Parasite"]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2, "fate": 1}}]})
    bears = game.find("Grizzly Bears")
    activate(game, "Thrull Parasite", 1, bears)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and game.pending.min == 1
    fate = game.pending.labels.index("fate")
    game.apply(f"choose {fate}")
    resolve_stack(game)
    assert counters(game, bears, "fate") == 0 and counters(game, bears) == 2


def test_122_8_a_target_without_counters_is_legal_and_nothing_happens() -> None:
    """Ruling: 'The nonland permanent you choose as the target doesn't have to have any counters on it.'"""
    game = board({"battlefield": ["Thrull Parasite"]}, {"battlefield": ["Grizzly Bears"]})
    activate(game, "Thrull Parasite", 1, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert not game.state.stack and counters(game, game.find("Grizzly Bears")) == 0
