"""CR 613.4d: layer 7d, effects that switch a creature's power and toughness, after 7a-7c (with counters,
613.4c), whatever their timestamps; the examples of 613.4d, with Twisted Image."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

IMAGE = "Twisted Image"


def _pt(game, oid: int) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def test_613_4d_example_a_boost_after_the_switch_applies_before_it() -> None:
    """613.4d, first example: an effect that changes power or toughness created after the switch still
    applies before it (layer 7c before 7d). Savannah Lions (2/1) switched is 1/2; +3/+1 after that gives an
    'unswitched' 5/2, so 2/5."""
    game = board({"battlefield": ["Island", "Mountain", "Mountain", "Savannah Lions"],
                  "hand": [IMAGE, "Brute Strength"], "library": ["Island"] * 3})
    lions = game.find("Savannah Lions")  # 2/1
    cast(game, IMAGE, lions)
    pass_both(game)
    assert _pt(game, lions) == (1, 2)
    cast(game, "Brute Strength", lions)  # +3/+1: unswitched 5/2, so 2/5
    pass_both(game)
    assert _pt(game, lions) == (2, 5)


def test_613_4d_a_switch_to_zero_toughness_kills_the_creature() -> None:
    """613.4d, 704.5f: a 0-power creature switched has toughness 0 and is put into its owner's graveyard."""
    game = board({"battlefield": ["Island", "Wall of Wood"], "hand": [IMAGE], "library": ["Island"] * 3})
    wall = game.find("Wall of Wood")  # 0/3
    cast(game, IMAGE, wall)
    pass_both(game)
    assert game.find("Wall of Wood", zone="graveyard")


def test_613_4d_the_switch_ends_at_end_of_turn() -> None:
    """514.2: 'until end of turn' ends in the cleanup step."""
    game = board({"battlefield": ["Island", "Savannah Lions"], "hand": [IMAGE], "library": ["Island"] * 3})
    lions = game.find("Savannah Lions")
    cast(game, IMAGE, lions)
    pass_both(game)
    pass_until(game, "upkeep", turn=4)
    assert _pt(game, lions) == (2, 1)
