"""Intrepid Adversary: "Lifelink. When Intrepid Adversary enters, you may pay {1}{W} any number of times. When you
pay this cost one or more times, put that many valor counters on Intrepid Adversary. Creatures you control get
+1/+1 for each valor counter on Intrepid Adversary." (603.12: the reflexive trigger)"""

from __future__ import annotations

from support import board, cast, resolve_top, use_compiled

ADVERSARY = "Intrepid Adversary"
use_compiled(ADVERSARY)


def _entered(plains: int):
    game = board({"hand": [ADVERSARY], "battlefield": [{"card": "Plains", "count": plains}]})
    cast(game, ADVERSARY)  # {1}{W}
    resolve_top(game)  # the creature; its enters ability triggers
    resolve_top(game)
    return game


def test_ruling_a_second_ability_triggers_and_gives_the_counters() -> None:
    """Ruling: "After you pay the {1}{W} cost one or more times, a second ability triggers and players may
    respond to it. As that ability resolves, the Intrepid Adversary gets its valor counters." With six Plains
    (two used to cast it), the cost can be paid at most twice."""
    game = _entered(6)
    assert game.pending.kind == "amount" and max(game.pending.options) == 2, game.pending
    game.apply("choose 2")
    adversary = game.find(ADVERSARY)
    assert game.state.objects[adversary].counter("valor") == 0  # not yet: the reflexive ability is waiting
    assert game.state.stack  # players may respond to it
    resolve_top(game)
    assert game.state.objects[adversary].counter("valor") == 2
    assert game.chars(adversary).power == 3 + 2  # a 3/1; 'Creatures you control get +1/+1 for each valor counter'


def test_paying_zero_times_triggers_nothing() -> None:
    game = _entered(6)
    game.apply("choose 0")
    assert not game.state.stack
    assert game.state.objects[game.find(ADVERSARY)].counter("valor") == 0
