"""CR 205.1b: an effect that says the object is 'still a land' keeps all its prior types (the manlands,
mechanics/animated_lands), with the parts of the effect in their layers (613.1d-f: types, colors,
abilities; 613.4b: base power and toughness) until end of turn (611.2c, 514.2)."""

from __future__ import annotations

from support import activate, attack, board, pass_both, pass_until, pay_with, to_attackers

from lithoform.mechanics.animated_lands.text import creature_types


def test_205_1b_mutavault_is_a_2_2_creature_with_every_creature_type_and_still_a_land() -> None:
    game = board({"battlefield": ["Mutavault", "Mountain"]})
    vault = game.find("Mutavault")
    activate(game, vault, 2)  # {1}: becomes a 2/2 creature
    pass_both(game)
    c = game.chars(vault)
    assert {"Land", "Creature"} <= set(c.types)
    assert set(creature_types()) <= set(c.subtypes)
    assert (c.power, c.toughness) == (2, 2)


def test_514_2_the_effect_ends_at_end_of_turn() -> None:
    game = board({"battlefield": ["Mutavault", "Mountain"]})
    vault = game.find("Mutavault")
    activate(game, vault, 2)
    pass_both(game)
    pass_until(game, "upkeep", turn=4)
    assert "Creature" not in game.chars(vault).types


def test_613_1e_colors_and_keywords_of_celestial_colonnade() -> None:
    """'Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature with flying and
    vigilance. It's still a land.' The new colors replace its colorlessness (105.3, layer 5)."""
    game = board({"battlefield": ["Celestial Colonnade", "Plains", "Plains", "Island", "Island", "Island"]})
    colonnade = game.find("Celestial Colonnade")
    activate(game, colonnade, 2)
    pass_both(game)
    c = game.chars(colonnade)
    assert set(c.colors) == {"W", "U"} and {"flying", "vigilance"} <= set(c.keywords)
    assert "Elemental" in c.subtypes and "Land" in c.types and (c.power, c.toughness) == (4, 4)


def test_302_6_an_animated_land_that_was_there_since_the_turn_began_can_attack() -> None:
    game = board({"battlefield": ["Mutavault", "Mountain"]}, step="main1")
    vault = game.find("Mutavault")
    activate(game, vault, 2, pay=False)
    pay_with(game, game.find("Mountain"))  # not Mutavault's own mana: a tapped creature can't attack
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, vault)
    pass_until(game, "main2")
    assert game.state.players[1].life == 18
