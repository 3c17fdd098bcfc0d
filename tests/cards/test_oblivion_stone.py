"""Oblivion Stone ({3} artifact): "{4}, {T}: Put a fate counter on target permanent. / {5}, {T}, Sacrifice
Oblivion Stone: Destroy each nonland permanent without a fate counter on it, then remove all fate counters
from all permanents." (122.1, 122.8; mechanics/counter_descriptions)."""

from __future__ import annotations

from support import activate, battlefield_names, board, counters, resolve_stack, use_compiled

use_compiled("Oblivion Stone")


def test_spares_the_permanents_with_a_fate_counter_then_removes_the_counters() -> None:
    game = board({"battlefield": ["Oblivion Stone", {"card": "Grizzly Bears", "counters": {"fate": 1}},
                                  "Mind Stone"] + ["Wastes"] * 5},
                 {"battlefield": ["Serra Angel", {"card": "Island", "counters": {"fate": 1}}]})
    activate(game, "Oblivion Stone", 2)
    resolve_stack(game)
    assert battlefield_names(game, 0) == ["Grizzly Bears"] + ["Wastes"] * 5
    assert battlefield_names(game, 1) == ["Island"]
    assert counters(game, game.find("Grizzly Bears"), "fate") == 0
    assert counters(game, game.find("Island"), "fate") == 0
