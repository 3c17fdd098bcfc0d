"""'Put a +1/+1 counter on each creature you control and a loyalty counter on each planeswalker you control'
(mechanics/counter_pairs; 122.1): two puts in one instruction, each on its own permanents."""

from __future__ import annotations

from support import board, counters, lands, pass_until, use_compiled

use_compiled("Brokers Ascendancy")


def test_122_1_two_kinds_of_counters_each_on_its_own_permanents() -> None:
    """Brokers Ascendancy at P1's end step: a +1/+1 counter on each creature P1 controls (not the opponent's) and
    a loyalty counter on each planeswalker P1 controls; the planeswalker gets no +1/+1 counter."""
    game = board({"battlefield": ["Brokers Ascendancy", "Grizzly Bears", "Ajani, Caller of the Pride",
                                  lands("Plains", 1)]}, {"battlefield": ["Hill Giant"]})
    ajani = game.find("Ajani, Caller of the Pride")
    loyalty = counters(game, ajani, "loyalty")
    pass_until(game, "end")
    while game.state.stack:
        game.apply("pass")
    assert counters(game, game.find("Grizzly Bears")) == 1
    assert counters(game, game.find("Hill Giant")) == 0
    assert counters(game, ajani, "loyalty") == loyalty + 1
    assert counters(game, ajani) == 0
