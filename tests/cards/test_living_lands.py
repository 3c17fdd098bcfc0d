"""Living Lands and Kormus Bell (compiled from their Oracle text): 'All Forests are 1/1 creatures that are
still lands.', 'All Swamps are 1/1 black creatures that are still lands.' (611.3a: a static ability over a group,
checked continuously; 205.1b: the lands keep their types; 302.6: a creature's {T} abilities need it to have been
controlled continuously since its controller's most recent turn began)"""

from __future__ import annotations

from support import actions, attack, board, pass_until, to_attackers

from lithoform.rules.continuous.characteristics import chars


def test_the_swamps_of_every_player_are_black_one_one_land_creatures() -> None:
    """Kormus Bell's rulings: "The lands are both lands and creatures at the same time." and "It affects Swamps
    controlled by any and all players." An Island is not affected."""
    game = board({"battlefield": ["Kormus Bell", "Swamp", "Island"]}, {"battlefield": ["Swamp"]})
    for swamp in (game.find("Swamp", player=0), game.find("Swamp", player=1)):
        c = chars(game.state, swamp)
        assert set(c.types) == {"Creature", "Land"} and "Swamp" in c.subtypes
        assert (c.power, c.toughness, set(c.colors)) == (1, 1, {"B"})
    assert "Creature" not in chars(game.state, game.find("Island")).types


def test_a_land_controlled_since_the_turn_began_can_attack_and_tap() -> None:
    """Ruling: "A noncreature permanent that turns into a creature can attack, and its {T} abilities can be
    activated, only if its controller has continuously controlled that permanent since the beginning of their
    most recent turn. It doesn't matter how long the permanent has been a creature." The Forest that was there
    as the turn began can tap for mana and attack; the one played this turn can't tap for mana."""
    game = board({"battlefield": ["Living Lands", "Forest"], "hand": ["Forest"]})
    old = game.find("Forest", zone="battlefield")
    assert f"activate {old} 1" in actions(game)
    new = game.find("Forest", zone="hand")
    game.apply(f"play {new}")
    new = next(o for o in game.state.zones["battlefield"] if o != old and game.state.objects[o].card == "Forest")
    assert "Creature" in chars(game.state, new).types
    assert f"activate {new} 1" not in actions(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, old)
    pass_until(game, "main2")
    assert game.state.players[1].life == 19
