"""Timely Reinforcements: 'If you have less life than an opponent, you gain 6 life. If you control fewer
creatures than an opponent, create three 1/1 white Soldier creature tokens.' (119.1, 608.2c: each condition is
checked as the spell resolves; mechanics/hand_comparisons)."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

use_compiled("Timely Reinforcements")


def _cast(me: dict, opponent: dict) -> tuple[int, list[str]]:
    me = {"battlefield": [{"card": "Plains", "count": 3}, *me.get("battlefield", [])],
          "hand": ["Timely Reinforcements"],
          **{k: v for k, v in me.items() if k != "battlefield"}}
    game = board(me, opponent)
    cast(game, "Timely Reinforcements")
    pass_both(game)
    return game.state.players[0].life, names(game, "battlefield")


def test_less_life_and_fewer_creatures_gain_6_and_three_soldiers() -> None:
    """Ruling: 'You compare life totals with each of your opponents when Timely Reinforcements resolves.'"""
    life, battlefield = _cast({"life": 10}, {"battlefield": ["Grizzly Bears"]})
    assert life == 16
    assert battlefield.count("Soldier Token") == 3


def test_equal_life_and_as_many_creatures_do_nothing() -> None:
    life, battlefield = _cast({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Grizzly Bears"]})
    assert life == 20
    assert not any("Soldier" in n for n in battlefield)


def test_each_condition_is_its_own() -> None:
    """Less life but more creatures: only the life."""
    life, battlefield = _cast({"life": 5, "battlefield": ["Grizzly Bears"]}, {})
    assert life == 11
    assert not any("Soldier" in n for n in battlefield)
