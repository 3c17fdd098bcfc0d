"""CR 603.6c, 603.10a: leaves-the-battlefield abilities of other permanents ('whenever another creature you
control leaves the battlefield', 'whenever a creature token leaves the battlefield') look back in time: the
permanent is checked as it last existed on the battlefield. 119.10: 'whenever an opponent gains life'
triggers once per life-gain event."""

from __future__ import annotations

from support import board, cast, counters, resolve_stack, triggers


def test_603_6c_another_creature_you_control_leaves() -> None:
    """Ninth Bridge Patrol: 'Whenever another creature you control leaves the battlefield, put a +1/+1 counter
    on Ninth Bridge Patrol.'"""
    game = board({"battlefield": ["Ninth Bridge Patrol", "Grizzly Bears", "Mountain", "Mountain"],
                  "hand": ["Shock", "Shock"]}, {"battlefield": ["Llanowar Elves"]})
    patrol = game.find("Ninth Bridge Patrol")
    cast(game, "Shock", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert counters(game, patrol) == 1
    cast(game, "Shock", game.find("Llanowar Elves"))  # the opponent's creature: not 'you control'
    resolve_stack(game)
    assert counters(game, patrol) == 1


def test_603_10a_a_token_leaving_is_seen_as_it_last_existed() -> None:
    """Twilight Drover: 'Whenever a creature token leaves the battlefield, put a +1/+1 counter on Twilight
    Drover.' A token that leaves ceases to exist (111.7), but the ability looks back at it."""
    game = board({"battlefield": ["Twilight Drover", {"card": "Grizzly Bears", "token": True}, "Mountain"],
                  "hand": ["Shock"]}, {"battlefield": ["Grizzly Bears"]})
    mine = next(o for o in game.zone("battlefield") if game.state.objects[o].token)
    cast(game, "Shock", mine)
    resolve_stack(game)
    assert counters(game, game.find("Twilight Drover")) == 1
    assert triggers(game, "Twilight Drover") == 1


def test_119_10_an_opponent_gains_life_that_many_counters() -> None:
    """Kavu Predator: 'Whenever an opponent gains life, put that many +1/+1 counters on Kavu Predator.'"""
    game = board({"battlefield": ["Kavu Predator", "Plains", "Plains"], "hand": ["Soothing Balm", "Soothing Balm"]})
    cast(game, "Soothing Balm", "P2")
    resolve_stack(game)
    assert counters(game, game.find("Kavu Predator")) == 5
    assert triggers(game, "Kavu Predator") == 1


def test_119_10_your_own_life_gain_doesnt_trigger_it() -> None:
    game = board({"battlefield": ["Kavu Predator", "Plains", "Plains"], "hand": ["Soothing Balm"]})
    cast(game, "Soothing Balm", "P1")
    resolve_stack(game)
    assert triggers(game, "Kavu Predator") == 0
