"""Acridian (compiled from its Oracle text), played through the engine.

Oracle text: Echo {1}{G} (At the beginning of your upkeep, if this came under your control since the
beginning of your last upkeep, sacrifice it unless you pay its echo cost.)"""

from __future__ import annotations

from support import board, cast, names, pass_until, resolve_stack

from lithoform import Game

ACRIDIAN = "Acridian"


def _cast_then_next_upkeep() -> Game:
    game = board({"battlefield": ["Forest", "Forest"], "hand": [ACRIDIAN]})
    cast(game, ACRIDIAN)
    resolve_stack(game)
    assert ACRIDIAN in names(game, "battlefield")
    pass_until(game, "upkeep", turn=5)
    return game


def _answer_echo(game: Game, pay: bool) -> None:
    """The echo trigger resolves: the controller answers whether to pay."""
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert game.pending.kind == "may", game.pending
    game.apply("yes" if pay else "no")


def test_not_paying_the_first_upkeep_sacrifices_it():
    """702.30a: sacrifice it unless you pay its echo cost."""
    game = _cast_then_next_upkeep()
    assert game.state.stack, "echo triggers at the first upkeep after it came under your control"
    _answer_echo(game, pay=False)
    assert ACRIDIAN in names(game, "graveyard")


def test_paid_once_it_doesnt_trigger_again():
    """702.30a: at the following upkeep it hasn't come under your control since your last upkeep."""
    game = _cast_then_next_upkeep()
    _answer_echo(game, pay=True)
    assert ACRIDIAN in names(game, "battlefield")
    pass_until(game, "upkeep", turn=7)
    assert not game.state.stack
    assert ACRIDIAN in names(game, "battlefield")
