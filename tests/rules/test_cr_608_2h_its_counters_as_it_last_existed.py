"""CR 608.2h and 122.1: 'When ~ dies, put its counters on target creature you control.' The source has left the
battlefield; the ability reads the counters it had as it last existed there (its last known information) and
puts that many of each kind on the target. A source that had no counters puts none. Played with the compiled
Spiteful Squad and Parish-Blade Trainee."""

from __future__ import annotations

from support import board, cast, counters, pass_both, resolve_stack, use_compiled

use_compiled("Spiteful Squad", "Parish-Blade Trainee")


def test_608_2h_the_counters_it_had_when_it_died() -> None:
    game = board({"hand": ["Lightning Bolt"], "battlefield": [
        "Mountain", {"card": "Parish-Blade Trainee", "counters": {"+1/+1": 1}}, "Grizzly Bears"]})
    cast(game, "Lightning Bolt", game.find("Parish-Blade Trainee"))
    pass_both(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert counters(game, game.find("Grizzly Bears"), "+1/+1") == 1


def test_122_1_no_counters_none_put() -> None:
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Parish-Blade Trainee", "Grizzly Bears"]})
    cast(game, "Lightning Bolt", game.find("Parish-Blade Trainee"))
    pass_both(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert counters(game, game.find("Grizzly Bears"), "+1/+1") == 0
