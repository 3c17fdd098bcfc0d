"""122.5, 122.6: a permanent that can't have counters (of a kind) put on it gets none, as it enters too:
'Creatures your opponents control can't have +1/+1 counters put on them.' (Blightbeetle), 'Tatterkite can't have
counters put on it.'"""

from __future__ import annotations

from support import board, cast, counters, resolve_stack, use_compiled

use_compiled("Blightbeetle", "Tatterkite", "Travel Preparations", "Walking Ballista")


def test_blightbeetle_opponents_creatures_get_no_plus_one_counters() -> None:
    """The opponent's Walking Ballista cast for X=2 enters with no +1/+1 counters (122.6) and dies (704.5f)."""
    game = board({"battlefield": [{"card": "Forest", "count": 4}], "hand": ["Walking Ballista"]},
                 {"battlefield": ["Blightbeetle"]})
    cast(game, "Walking Ballista", x=2)
    resolve_stack(game)
    assert game.find("Walking Ballista", zone="graveyard")


def test_blightbeetle_own_creatures_still_get_them() -> None:
    game = board({"battlefield": ["Blightbeetle", {"card": "Forest", "count": 4}], "hand": ["Walking Ballista"]})
    cast(game, "Walking Ballista", x=2)
    resolve_stack(game)
    assert counters(game, game.find("Walking Ballista")) == 2


def test_tatterkite_gets_no_counters_and_another_creature_does() -> None:
    game = board({"battlefield": ["Tatterkite", "Grizzly Bears", {"card": "Forest", "count": 2}],
                  "hand": ["Travel Preparations"]})
    kite, bears = game.find("Tatterkite"), game.find("Grizzly Bears")
    cast(game, "Travel Preparations", kite, bears)
    resolve_stack(game)
    assert counters(game, kite) == 0 and counters(game, bears) == 1
