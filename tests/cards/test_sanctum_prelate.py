"""Sanctum Prelate: "As Sanctum Prelate enters the battlefield, choose a number. Noncreature spells with mana value
equal to the chosen number can't be cast." (614.12, 607.2d; 101.2, 601.3: a ban on beginning to cast)"""

from __future__ import annotations

from support import board, cast, castable, lands, pass_both, use_compiled

use_compiled("Sanctum Prelate", "Lightning Bolt", "Searing Spear", "Savannah Lions")

PRELATE = "Sanctum Prelate"


def _enter_choosing(number: int, hand: list[str]):
    game = board({"hand": [PRELATE, *hand], "battlefield": [lands("Plains", 4), lands("Mountain", 3)]})
    cast(game, PRELATE)
    pass_both(game)
    assert game.pending.kind == "choose" and "choose a number" in game.pending.prompt
    game.apply(f"choose {game.pending.options[number]}")
    assert game.find(PRELATE, zone="battlefield")
    return game


def test_noncreature_spells_of_the_chosen_mana_value_cant_be_cast() -> None:
    """Chosen 1: Lightning Bolt (mana value 1) can't be cast; Searing Spear (2) can."""
    game = _enter_choosing(1, ["Lightning Bolt", "Searing Spear"])
    assert not castable(game, "Lightning Bolt")
    assert castable(game, "Searing Spear")


def test_creature_spells_are_not_banned() -> None:
    """Only noncreature spells: Savannah Lions (a creature, mana value 1) may still be cast with 1 chosen."""
    game = _enter_choosing(1, ["Savannah Lions"])
    assert castable(game, "Savannah Lions")


def test_ruling_the_mana_value_not_the_cost_paid() -> None:
    """Ruling (2016-08-23): "Effects that increase or reduce the cost to cast a spell don't affect that spell's
    mana value." Chosen 2: Searing Spear's mana value is 2 whatever it would cost."""
    game = _enter_choosing(2, ["Searing Spear", "Lightning Bolt"])
    assert not castable(game, "Searing Spear")
    assert castable(game, "Lightning Bolt")
