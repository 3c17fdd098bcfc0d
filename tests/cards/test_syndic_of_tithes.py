"""Syndic of Tithes: "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
life and you gain that much life.)" (702.101a)"""

from __future__ import annotations

from support import basics, board, cast, life, pass_both, use_compiled

use_compiled("Syndic of Tithes")


def _memnite_cast():  # noqa: ANN202
    game = board({"hand": ["Memnite"], "battlefield": [*basics(Plains=2), "Syndic of Tithes"]})
    cast(game, "Memnite")
    return game


def test_ruling_pay_at_most_once_decided_as_it_resolves() -> None:
    """Ruling (2013-04-15): "You may pay {W/B} a maximum of one time for each extort triggered ability. You
    decide whether to pay when the ability resolves." Nothing is asked as the trigger goes on the stack; on
    resolution one yes pays once, with mana left over for a second payment that isn't offered."""
    game = _memnite_cast()
    assert game.pending.kind == "priority"
    pass_both(game)
    assert game.state.question is not None and game.state.question.kind == "may"
    game.apply("yes")
    assert life(game, 1) == 19 and life(game, 0) == 21
    assert game.pending.kind == "priority" and len(game.state.stack) == 1  # only Memnite is left


def test_ruling_extort_doesnt_target() -> None:
    """Ruling (2013-04-15): "The extort ability doesn't target any player.\""""
    game = _memnite_cast()
    trigger = game.state.objects[game.state.stack[-1]]
    assert not getattr(trigger, "targets", ())
