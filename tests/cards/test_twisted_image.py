"""Twisted Image, compiled from its Oracle text (layer 7d, 613.4d), and its rulings in games.

Oracle text: Switch target creature's power and toughness until end of turn. / Draw a card."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

IMAGE = "Twisted Image"


def _pt(game, oid: int) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def test_switching_applies_after_all_other_power_and_toughness_effects() -> None:
    """Ruling (2013-04-15): "Effects that switch power and toughness apply after all other effects that change
    power and/or toughness, regardless of which effect was created first." Savannah Lions (2/1) with a +1/+1
    counter (613.4c) is 3/2, switched 2/3; Brute Strength's +3/+1 after the switch still applies before it
    (7c before 7d): 6/3 switched, 3/6."""
    game = board({"battlefield": ["Island", "Mountain", "Mountain", {"card": "Savannah Lions",
                                                                     "counters": {"+1/+1": 1}}],
                  "hand": [IMAGE, "Brute Strength"], "library": ["Island"] * 3})
    lions = game.find("Savannah Lions")
    cast(game, IMAGE, lions)
    pass_both(game)
    assert _pt(game, lions) == (2, 3)
    cast(game, "Brute Strength", lions)
    pass_both(game)
    assert _pt(game, lions) == (3, 6)


def test_switching_twice_returns_the_creature_to_what_it_was() -> None:
    """Ruling (2013-04-15): "Switching a creature's power and toughness twice (or any even number of times)
    effectively returns the creature to the power and toughness it had before any switches.\""""
    game = board({"battlefield": ["Island", "Island", "Savannah Lions"], "hand": [IMAGE, IMAGE],
                  "library": ["Island"] * 3})
    lions = game.find("Savannah Lions")
    for _ in range(2):
        cast(game, game.find(IMAGE, zone="hand"), lions)
        pass_both(game)
    assert _pt(game, lions) == (2, 1)
    pass_until(game, "upkeep", turn=4)
    assert _pt(game, lions) == (2, 1)
