"""Arctic Wolves (compiled from its Oracle text), played through the engine.

Oracle text: Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent,
then sacrifice it unless you pay its upkeep cost for each age counter on it.) / When Arctic Wolves enters
the battlefield, draw a card."""

from __future__ import annotations

from support import board, counters, names, pass_until

from lithoform import Game

WOLVES = "Arctic Wolves"


def _resolve_upkeep_trigger(game: Game, pay: bool | None) -> None:
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    if pay is not None:
        assert game.pending.kind == "may", game.pending
        game.apply("yes" if pay else "no")


def test_the_cost_grows_with_the_age_counters():
    """702.24a: one age counter and {2} at the first upkeep; two and {4} at the next, which three Forests
    can't pay: it is sacrificed. Ruling: "Partial payments of the total cumulative upkeep cost can't be
    made." """
    game = board({"battlefield": [WOLVES, "Forest", "Forest", "Forest"]})
    wolves = game.find(WOLVES)
    pass_until(game, "upkeep", turn=5)
    _resolve_upkeep_trigger(game, pay=True)
    assert counters(game, wolves, "age") == 1
    assert WOLVES in names(game, "battlefield")
    pass_until(game, "upkeep", turn=7)
    _resolve_upkeep_trigger(game, pay=None)
    assert WOLVES in names(game, "graveyard")


def test_declining_to_pay_sacrifices_it():
    """Ruling: "Paying cumulative upkeep is always optional. If it's not paid, the permanent with cumulative
    upkeep is sacrificed." """
    game = board({"battlefield": [WOLVES, "Forest", "Forest"]})
    pass_until(game, "upkeep", turn=5)
    _resolve_upkeep_trigger(game, pay=False)
    assert WOLVES in names(game, "graveyard")
