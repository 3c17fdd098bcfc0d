"""Wildwood Scourge, compiled from its Oracle text: 'Wildwood Scourge enters the battlefield with X +1/+1
counters on it. / Whenever one or more +1/+1 counters are put on another non-Hydra creature you control, put
a +1/+1 counter on Wildwood Scourge.' (122.6: entering with counters is having them put on it)"""

from __future__ import annotations

from support import board, cast, counters, lands, resolve_stack

SCOURGE = "Wildwood Scourge"


def test_wildwood_scourge_one_trigger_per_event() -> None:
    game = board({"hand": ["Battlegrowth", "Dragonscale Boon"],
                  "battlefield": [{"card": SCOURGE, "counters": {"+1/+1": 1}}, "Grizzly Bears", lands("Forest", 5)]})
    scourge, bears = game.find(SCOURGE), game.find("Grizzly Bears")
    cast(game, "Battlegrowth", bears)  # one +1/+1 counter
    resolve_stack(game)
    assert counters(game, scourge) == 2
    cast(game, "Dragonscale Boon", bears)  # two +1/+1 counters at once: one event
    resolve_stack(game)
    assert counters(game, bears) == 3 and counters(game, scourge) == 3


def test_wildwood_scourge_counters_on_itself_or_a_hydra_do_not_trigger() -> None:
    game = board({"hand": ["Battlegrowth"],
                  "battlefield": [{"card": SCOURGE, "counters": {"+1/+1": 1}}, lands("Forest", 1)]})
    scourge = game.find(SCOURGE)
    cast(game, "Battlegrowth", scourge)
    resolve_stack(game)
    assert counters(game, scourge) == 2  # only Battlegrowth's


def test_wildwood_scourge_a_creature_entering_with_counters_triggers_it() -> None:
    game = board({"hand": ["Walking Ballista"],
                  "battlefield": [{"card": SCOURGE, "counters": {"+1/+1": 1}}, lands("Forest", 4)]})
    scourge = game.find(SCOURGE)
    game.apply(f"cast {game.find('Walking Ballista')}")
    game.apply("x 2")
    game.apply("autopay")
    resolve_stack(game)
    assert counters(game, scourge) == 2
