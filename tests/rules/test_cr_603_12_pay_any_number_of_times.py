"""CR 603.12: a reflexive triggered ability ('When you pay this cost one or more times, ...') triggers from an
event during the resolution of the ability that created it. 'You may pay [cost] any number of times': the player
chooses how many times, among the numbers they can pay; 'that many' is that number. Played with the compiled
Intrepid Adversary ({1}{W} 3/1: 'When Intrepid Adversary enters, you may pay {1}{W} any number of times. When you
pay this cost one or more times, put that many valor counters on Intrepid Adversary.')."""

from __future__ import annotations

from support import board, cast, resolve_top, use_compiled

ADVERSARY = "Intrepid Adversary"
use_compiled(ADVERSARY)


def test_603_12_only_numbers_of_times_that_can_be_paid_are_offered() -> None:
    game = board({"hand": [ADVERSARY], "battlefield": [{"card": "Plains", "count": 5}]})
    cast(game, ADVERSARY)
    resolve_top(game)
    resolve_top(game)
    assert game.pending.options == (0, 1)  # three Plains left: {1}{W} once, not twice


def test_603_12_that_many_is_the_number_of_times_paid() -> None:
    game = board({"hand": [ADVERSARY], "battlefield": [{"card": "Plains", "count": 8}]})
    cast(game, ADVERSARY)
    resolve_top(game)
    resolve_top(game)
    game.apply("choose 3")
    resolve_top(game)
    assert game.state.objects[game.find(ADVERSARY)].counter("valor") == 3
