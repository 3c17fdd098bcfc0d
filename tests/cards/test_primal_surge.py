"""Primal Surge: "Exile the top card of your library. If it's a permanent card, you may put it onto the battlefield.
If you do, repeat this process." (406.2; 608.2c: the process and its repetition)"""

from __future__ import annotations

from support import battlefield_names, board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Primal Surge")


def _surge(library: list[str]) -> Game:
    game = board({"battlefield": [{"card": "Forest", "count": 10}], "hand": ["Primal Surge"], "library": library})
    cast(game, "Primal Surge")
    pass_both(game)
    return game


def test_ruling_the_process_repeats_until_a_card_isnt_put_onto_the_battlefield() -> None:
    """Ruling (2012-05-01): "Repeating the process includes the instruction to repeat the process. That is, you'll
    keep exiling cards and putting them onto the battlefield until you fail to put a permanent card onto the
    battlefield." A sorcery ends it; the cards below it stay in the library."""
    game = _surge(["Grizzly Bears", "Mountain", "Shock", "Hill Giant"])
    while game.pending.kind == "may":
        game.apply("yes")
    assert sorted(battlefield_names(game, 0)) == sorted(["Forest"] * 10 + ["Grizzly Bears", "Mountain"])
    assert names(game, "exile") == ["Shock"] and names(game, "library") == ["Hill Giant"]


def test_ruling_a_permanent_card_you_dont_want_ends_it() -> None:
    """Ruling (2012-05-01): "If you exile a permanent card that you can't put onto the battlefield ... or one you
    don't want to put onto the battlefield, Primal Surge finishes resolving." """
    game = _surge(["Grizzly Bears", "Hill Giant"])
    assert game.pending.kind == "may"
    game.apply("no")
    assert names(game, "exile") == ["Grizzly Bears"] and names(game, "library") == ["Hill Giant"]
    assert game.pending.kind == "priority" and not game.state.stack
