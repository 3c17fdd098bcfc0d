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


def _x_values(game) -> list[int]:
    return [int(a.args[0]) for a in game.legal_actions() if a.kind == "x"]


def test_ruling_x_spell_cast_with_any_other_x_601_3a() -> None:
    """Ruling (2016-08-23): "For spells with {X} in their mana costs, use the value chosen for X to determine if
    the spell's mana value is the chosen number. For example, if the chosen number is 4, a noncreature spell with
    mana cost {X}{R}{R} couldn't be cast with X equal to 2, but it could be cast with X equal to any other
    number." Chosen 3: Fireball ({X}{R}) may be cast, but not with X = 2 (601.2e); the other values the
    Mountains pay for are offered."""
    game = _enter_choosing(3, ["Fireball"])
    assert castable(game, "Fireball")
    game.apply(f"cast {game.find('Fireball')}")
    assert game.pending.kind == "x"
    values = _x_values(game)
    assert 2 not in values and {0, 1} <= set(values)


def test_601_3a_x_zero_banned_the_spell_is_still_offered_with_x_one() -> None:
    """Chosen 1: Fireball in hand has mana value 1 (X is 0 there, 202.3e), but X can make it 2 or more (601.3a):
    it may begin to be cast, and X = 0 isn't among the values offered."""
    game = _enter_choosing(1, ["Fireball"])
    assert castable(game, "Fireball")
    game.apply(f"cast {game.find('Fireball')}")
    values = _x_values(game)
    assert 0 not in values and 1 in values


def test_601_3a_x_zero_banned_and_no_mana_for_x_one() -> None:
    """Chosen 1 and a single Mountain left untapped: X = 0 is banned and X = 1 ({1}{R}) can't be paid: Fireball
    isn't offered (an offered cast must be one that can be finished, 601.2e-h)."""
    game = board({"hand": [PRELATE, "Fireball"], "battlefield": [lands("Plains", 3), lands("Mountain", 1)]})
    cast(game, PRELATE)
    pass_both(game)
    game.apply(f"choose {game.pending.options[1]}")
    assert [game.state.objects[o].card for o in game.state.zones["battlefield"]
            if not game.state.objects[o].tapped and game.state.objects[o].card in ("Plains", "Mountain")] == ["Mountain"]
    assert not castable(game, "Fireball")
