"""CR 701.46a: "'Adapt N' means 'If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it.'"
Played with Aeromunculus ('{2}{G}{U}: Adapt 1.')."""

from __future__ import annotations

from support import activate, basics, board, can_activate, counters, events, pass_both, use_compiled

use_compiled("Aeromunculus")

AERO = "Aeromunculus"


def _board(plus: int = 0, lands: int = 4):  # noqa: ANN202
    return board({"battlefield": [*basics(Forest=lands // 2, Island=lands - lands // 2),
                                  {"card": AERO, "counters": {"+1/+1": plus}}]})


def test_701_46a_with_no_counters_it_gets_n() -> None:
    game = _board()
    activate(game, game.find(AERO), 1)
    pass_both(game)
    assert counters(game, game.find(AERO)) == 1
    assert [e.args["amount"] for e in events(game, "adapt")] == [1]


def test_701_46a_with_a_counter_already_it_gets_none() -> None:
    game = _board(plus=1, lands=8)
    aero = game.find(AERO)
    assert can_activate(game, aero)  # the ability may always be activated
    activate(game, aero, 1)
    pass_both(game)
    assert counters(game, aero) == 1


def test_701_46a_it_checks_as_the_ability_resolves() -> None:
    """Two activations on the stack: the first resolves and puts the counter; the second finds it."""
    game = _board(lands=8)
    aero = game.find(AERO)
    activate(game, aero, 1)
    activate(game, aero, 1)
    pass_both(game)
    pass_both(game)
    assert counters(game, aero) == 1
