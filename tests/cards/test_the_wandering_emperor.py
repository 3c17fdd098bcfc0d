"""The Wandering Emperor, compiled from its Oracle text: 'Flash. As long as The Wandering Emperor entered the
battlefield this turn, you may activate her loyalty abilities any time you could cast an instant.' (606.3's
exception under a condition, 611.3a)."""

from __future__ import annotations

from support import board, cast, resolve_stack


def _loyalty_actions(game, oid: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if str(a).startswith(f"activate {oid} ")]


def test_flashed_in_on_an_opponents_turn_she_can_use_a_loyalty_ability_at_once() -> None:
    game = board({"battlefield": [{"card": "Plains", "count": 4}], "hand": ["The Wandering Emperor"]},
                 {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}, active="P2")
    game.apply("pass")  # P2 passes priority to P1 in P2's main phase
    cast(game, game.find("The Wandering Emperor"))
    resolve_stack(game)
    emperor = game.find("The Wandering Emperor")
    if game.pending.player != 0:
        game.apply("pass")  # 117.3b: the active player receives priority after the resolution
    assert game.state.active == 1 and _loyalty_actions(game, emperor)


def test_ruling_still_only_one_loyalty_ability_that_turn() -> None:
    """Ruling (2022-02-18): 'You may still only activate one of The Wandering Emperor's loyalty abilities on
    the turn she entered the battlefield.' (606.3)"""
    game = board({"battlefield": [{"card": "Plains", "count": 4}], "hand": ["The Wandering Emperor"]},
                 {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}, active="P2")
    game.apply("pass")
    cast(game, game.find("The Wandering Emperor"))
    resolve_stack(game)
    if game.pending.player != 0:
        game.apply("pass")
    emperor = game.find("The Wandering Emperor")
    game.apply(f"activate {emperor} 1")  # +1: up to one target creature gets a +1/+1 counter ...
    while game.pending.kind != "priority":
        game.apply("done" if "done" in [str(a) for a in game.legal_actions()] else str(game.legal_actions()[0]))
    resolve_stack(game)
    if game.pending.player != 0:
        game.apply("pass")
    assert _loyalty_actions(game, emperor) == []


def test_one_that_was_already_there_waits_for_your_main_phase() -> None:
    game = board({"battlefield": ["The Wandering Emperor"]}, {}, active="P2")
    game.apply("pass")
    assert game.pending.player == 0
    assert _loyalty_actions(game, game.find("The Wandering Emperor")) == []
