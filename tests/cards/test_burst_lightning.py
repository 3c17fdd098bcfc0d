"""Burst Lightning has no official rulings; these tests check its Oracle text in a game.

Oracle text: Kicker {4} (You may pay an additional {4} as you cast this spell.) / Burst Lightning deals 2
damage to any target. If this spell was kicked, it deals 4 damage instead."""

from __future__ import annotations

from support import board, cast, lands, life, pass_both

from lithoform import Action

BURST = "Burst Lightning"


def test_unkicked_it_deals_two_damage_for_one_red() -> None:
    """Oracle: "Burst Lightning deals 2 damage to any target.": with kicker declined its cost is {R}."""
    game = board({"battlefield": [lands("Mountain", 5)], "hand": [BURST]})
    game.apply(f"cast {game.find(BURST)}")
    assert game.pending.kind == "additional"
    game.apply("additional none")
    game.apply("target P2")
    assert game.pending.prompt == "pay {R}"
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 18


def test_kicked_it_costs_four_more_and_deals_four_damage() -> None:
    """Oracle: "Kicker {4} ... If this spell was kicked, it deals 4 damage instead.": a kicked Burst
    Lightning costs {4}{R} and kills Serra Angel (4/4)."""
    game = board({"battlefield": [lands("Mountain", 5)], "hand": [BURST]}, {"battlefield": ["Serra Angel"]})
    game.apply(f"cast {game.find(BURST)}")
    game.apply("additional kicker")
    game.apply(f"target {game.find('Serra Angel')}")
    assert game.pending.prompt == "pay {4}{R}"
    game.apply("autopay")
    pass_both(game)
    assert game.find("Serra Angel", zone="graveyard")


def test_kicker_cannot_be_paid_without_the_mana() -> None:
    """Oracle: kicker is an additional cost (601.2b, 702.33a): with two lands, a kicked Burst Lightning
    can't be paid for, and it can still be cast unkicked."""
    game = board({"battlefield": [lands("Mountain", 2)], "hand": [BURST]})
    cast(game, BURST, "P2", kicker=True, pay=False)
    assert game.pending.kind == "pay" and Action("autopay") not in game.legal_actions()
    game.apply("cancel")
    cast(game, BURST, "P2", kicker=False)
    pass_both(game)
    assert life(game, 1) == 18
