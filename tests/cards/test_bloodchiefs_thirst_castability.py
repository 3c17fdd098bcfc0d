"""Bloodchief's Thirst: "Kicker {2}{B}. Destroy target creature or planeswalker with mana value 2 or less. If this
spell was kicked, instead destroy target creature or planeswalker." (702.33d, 601.2b-c): when only a creature of
mana value 3 or more can be targeted, the spell can be cast only kicked, so it is offered only if the kicked
total ({2}{B}{B}) could be paid (117.1, 601.2h)."""

from __future__ import annotations

from support import board, castable

THIRST = "Bloodchief's Thirst"


def test_601_2c_only_a_kicked_target_and_no_mana_for_the_kicker() -> None:
    game = board({"hand": [THIRST], "battlefield": ["Swamp"]}, {"battlefield": ["Serra Angel"]})
    assert not castable(game, THIRST)


def test_601_2c_only_a_kicked_target_and_mana_for_the_kicker() -> None:
    game = board({"hand": [THIRST], "battlefield": ["Swamp"] * 4}, {"battlefield": ["Serra Angel"]})
    assert castable(game, THIRST)


def test_an_unkicked_target_needs_only_the_mana_cost() -> None:
    game = board({"hand": [THIRST], "battlefield": ["Swamp"]}, {"battlefield": ["Grizzly Bears"]})
    assert castable(game, THIRST)
