"""Summoner's Pact, compiled from its Oracle text: 'Search your library for a green creature card, reveal it,
put it into your hand, then shuffle. At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you
lose the game.' (603.7: a delayed triggered ability made as it resolves; 118.12; 104.3e; mechanics/pacts)"""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

PACT = "Summoner's Pact"


def _pact(lands: list[str]):  # noqa: ANN202
    game = board({"battlefield": lands, "hand": [PACT], "library": ["Grizzly Bears", "Forest", "Forest"]})
    cast(game, PACT)
    pass_both(game)
    bears = next(o for o in game.state.question.options if game.state.objects[o].card == "Grizzly Bears")
    game.apply(f"choose {bears}")
    return game


def _to_my_next_upkeep(game) -> None:  # noqa: ANN001
    """Passes until the delayed trigger asks (in P1's next upkeep)."""
    for _ in range(200):
        if game.state.question is not None:
            assert game.state.step == "upkeep" and game.state.active == 0
            return
        game.apply("done" if game.pending.kind == "attackers" else "pass")
    raise AssertionError("no question")


def test_603_7_the_delayed_trigger_waits_for_your_next_upkeep_and_paying_keeps_you_in() -> None:
    game = _pact(["Forest"] * 4)
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.zones["hand:0"]]
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # the opponent's upkeep: nothing happens
    assert not game.state.stack
    _to_my_next_upkeep(game)  # the delayed trigger resolves: the question
    assert game.state.question is not None and game.state.question.kind == "may"
    game.apply("yes")
    assert not game.state.game_over
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"]
               if game.state.objects[o].card == "Forest")


def test_104_3e_not_paying_loses_the_game() -> None:
    game = _pact(["Forest"] * 4)
    _to_my_next_upkeep(game)
    game.apply("no")
    assert game.state.game_over and game.state.players[0].lost


def test_ruling_a_countered_pact_makes_no_delayed_trigger() -> None:
    """Ruling: 'If Summoner's Pact is countered, the delayed triggered ability that threatens you with a game
    loss won't trigger at the beginning of your next upkeep.'"""
    game = board({"battlefield": ["Forest"], "hand": [PACT]}, {"battlefield": ["Island", "Island"],
                                                              "hand": ["Counterspell"]})
    cast(game, PACT)
    game.apply("pass")
    cast(game, "Counterspell", game.state.stack[-1])  # P2 holds priority
    pass_both(game)
    pass_both(game)
    assert not game.state.delayed
