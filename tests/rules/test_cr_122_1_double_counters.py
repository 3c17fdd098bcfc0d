"""CR 122.1: 'Double the number of each kind of counter on target artifact, creature, or land' (Vorel of the Hull
Clade) and 'double the number of +1/+1 counters on each of them' (Solidarity of Heroes): as many more counters
of each doubled kind as the object has (mechanics/double_counters)."""

from __future__ import annotations

from support import activate, board, cast, counters, resolve_stack, use_compiled

use_compiled("Vorel of the Hull Clade", "Solidarity of Heroes")


def test_122_1_vorel_doubles_every_kind_of_counter() -> None:
    game = board({"battlefield": ["Vorel of the Hull Clade", "Forest", "Island",
                                  {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "fate": 1}}]})
    bears = game.find("Grizzly Bears")
    activate(game, "Vorel of the Hull Clade", 1, bears)
    resolve_stack(game)
    assert counters(game, bears) == 4 and counters(game, bears, "fate") == 2


def test_122_1_solidarity_of_heroes_doubles_only_plus_one_counters_on_each_target() -> None:
    game = board({"battlefield": [{"card": "Forest", "count": 4},
                                  {"card": "Grizzly Bears", "counters": {"-1/-1": 1}},
                                  {"card": "Llanowar Elves", "counters": {"+1/+1": 3}}],
                  "hand": ["Solidarity of Heroes"]})
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    cast(game, "Solidarity of Heroes", bears, elves)
    resolve_stack(game)
    assert counters(game, elves) == 6
    assert counters(game, bears, "-1/-1") == 1  # only +1/+1 counters are doubled
