"""CR 702.104 Tribute. 702.104a: "Tribute N" means "As this creature enters, choose an opponent. That player
may put an additional N +1/+1 counters on it as it enters." 702.104b: "if tribute wasn't paid" is true if the
opponent chosen didn't have the creature enter with those counters. Played with Fanatic of Xenagos (a 3/3
for {1}{R}{G}, Tribute 1: 'When Fanatic of Xenagos enters, if tribute wasn't paid, it gets +1/+1 and gains
haste until end of turn.')."""

from __future__ import annotations

from support import basics, board, cast, counters, pass_both, pt, use_compiled

use_compiled("Fanatic of Xenagos")

FANATIC = "Fanatic of Xenagos"


def _entering() -> object:
    game = board({"hand": [FANATIC], "battlefield": [*basics(Forest=2, Mountain=1)]})
    cast(game, FANATIC)
    pass_both(game)
    return game


def test_702_104a_the_opponent_decides_as_it_enters() -> None:
    game = _entering()
    assert game.pending.kind == "choose" and game.pending.player == 1


def test_702_104a_tribute_paid_it_enters_with_the_counters_and_nothing_triggers() -> None:
    game = _entering()
    game.apply("choose 0", "P2")  # pay tribute
    fanatic = game.find(FANATIC)
    assert counters(game, fanatic) == 1
    assert pt(game, fanatic) == (4, 4)
    assert not game.state.stack  # 603.4: the intervening 'if' is false


def test_702_104b_tribute_not_paid_the_ability_triggers() -> None:
    game = _entering()
    game.apply("choose 1", "P2")  # no tribute
    fanatic = game.find(FANATIC)
    assert counters(game, fanatic) == 0
    assert game.state.stack
    pass_both(game)
    assert pt(game, fanatic) == (4, 4)
    assert "haste" in {k.lower() for k in game.chars(fanatic).keywords}
