"""Pelt Collector: 'Whenever another creature you control enters the battlefield or dies, if that creature's power
is greater than Pelt Collector's, put a +1/+1 counter on Pelt Collector. / As long as Pelt Collector has three or
more +1/+1 counters on it, it has trample.' (603.4: an intervening 'if', checked as it triggers and again as it
resolves; 603.10a, 608.2h: a creature that died is seen as it last existed)."""

from __future__ import annotations

from support import board, cast, counters, lands, pass_both, resolve_stack, triggers, use_compiled

PELT = "Pelt Collector"
use_compiled(PELT)


def test_a_bigger_creature_entering_gives_a_counter() -> None:
    game = board({"battlefield": [PELT, lands("Forest", 2)], "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    assert counters(game, game.find(PELT)) == 1


def test_ruling_a_creature_not_bigger_doesnt_trigger_it() -> None:
    """Ruling: 'If a creature with power less than or equal to Pelt Collector's power enters the battlefield or
    dies, Pelt Collector's first ability doesn't trigger at all.'"""
    game = board({"battlefield": [PELT, lands("Forest", 1)], "hand": ["Llanowar Elves"]})
    cast(game, "Llanowar Elves")
    pass_both(game)
    assert not game.state.stack
    assert counters(game, game.find(PELT)) == 0


def test_ruling_a_bigger_creature_dying_gives_a_counter() -> None:
    """Ruling: 'To determine if Pelt Collector's first ability triggers when a creature dies, use its power as it
    last existed on the battlefield.'"""
    game = board({"battlefield": [PELT, "Hill Giant", lands("Mountain", 2)], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", game.find("Hill Giant"))
    resolve_stack(game)
    assert counters(game, game.find(PELT)) == 1


def test_ruling_two_creatures_dying_at_once_give_only_one_counter_to_a_1_1() -> None:
    """Ruling: 'if Pelt Collector is still a 1/1 creature and two 2/2 creatures die, it only gets one +1/+1 counter
    as the first triggered ability resolves, and it will be too big to get a counter as the second triggered
    ability resolves.' (603.4: the condition is checked again on resolution). Darksteel Plate keeps the Collector
    itself alive through the Cannonade."""
    game = board({"battlefield": [PELT, {"card": "Darksteel Plate", "attached_to": PELT}, "Grizzly Bears",
                                  "Grizzly Bears", lands("Mountain", 3)],
                  "hand": ["Fiery Cannonade"]})
    cast(game, "Fiery Cannonade")
    resolve_stack(game)
    assert triggers(game, PELT) == 2
    assert counters(game, game.find(PELT)) == 1


def test_three_counters_give_it_trample() -> None:
    game = board({"battlefield": [{"card": PELT, "counters": {"+1/+1": 3}}]})
    assert "trample" in game.chars(game.find(PELT)).keywords
