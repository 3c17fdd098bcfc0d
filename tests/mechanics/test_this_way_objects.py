"""608.2c, 608.2h: 'Target opponent sacrifices a creature. You gain life equal to that creature's toughness.' A later
instruction reads the object an earlier instruction of the same resolution sacrificed (701.21a) or discarded
(701.9a), as it last existed (mechanics/this_way_objects)."""

from __future__ import annotations

from support import basics, board, cast, hand_size, life, names, pass_both, resolve_stack, use_compiled

use_compiled("Tribute to Hunger", "Twisted Justice", "Disciple of Bolas", "Hellhole Rats", "Rupture", "Hit // Run")


def test_608_2h_tribute_to_hunger_gains_the_sacrificed_creatures_last_toughness() -> None:
    """Ruling: 'The amount of life you gain is equal to the creature's toughness as it last existed on the
    battlefield.' A Grizzly Bears with two +1/+1 counters was a 4/4: 4 life."""
    game = board({"battlefield": [*basics(Swamp=3)], "hand": ["Tribute to Hunger"]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}}]})
    cast(game, "Tribute to Hunger", "P2")
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert life(game, 0) == 24


def test_608_2c_tribute_to_hunger_with_nothing_sacrificed_gains_nothing() -> None:
    """No creature to sacrifice: no object was sacrificed, so 'that creature's toughness' is 0 life."""
    game = board({"battlefield": [*basics(Swamp=3)], "hand": ["Tribute to Hunger"]})
    cast(game, "Tribute to Hunger", "P2")
    pass_both(game)
    assert life(game, 0) == 20


def test_608_2c_twisted_justice_draws_cards_equal_to_the_sacrificed_creatures_power() -> None:
    """'Target player sacrifices a creature. You draw cards equal to that creature's power.': a 3/3 Hill
    Giant, three cards."""
    game = board({"battlefield": [*basics(Island=3, Swamp=3)], "hand": ["Twisted Justice"]},
                 {"battlefield": ["Hill Giant"]})
    cast(game, "Twisted Justice", "P2")
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Hill Giant"]
    assert hand_size(game) == 3


def test_608_2h_disciple_of_bolas_reads_the_power_the_creature_last_had() -> None:
    """Ruling: 'The creature's power as it last existed on the battlefield is the amount of life you gain and
    the number of cards you draw.' A Grizzly Bears with a +1/+1 counter: 3 life, three cards."""
    game = board({"battlefield": [*basics(Swamp=4), {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
                  "hand": ["Disciple of Bolas"]})
    cast(game, "Disciple of Bolas")
    resolve_stack(game)
    assert names(game, "graveyard") == ["Grizzly Bears"]
    assert life(game, 0) == 23
    assert hand_size(game) == 3


def test_disciple_of_bolas_ruling_no_other_creature() -> None:
    """Ruling: 'If you don't control any other creatures at that time, the ability won't do anything.'"""
    game = board({"battlefield": [*basics(Swamp=4)], "hand": ["Disciple of Bolas"]})
    cast(game, "Disciple of Bolas")
    resolve_stack(game)
    assert life(game, 0) == 20
    assert hand_size(game) == 0


def test_701_9a_hellhole_rats_deals_damage_equal_to_the_discarded_cards_mana_value() -> None:
    """'target player discards a card. Hellhole Rats deals damage to that player equal to that card's mana
    value.': a Hill Giant ({3}{R}) discarded, 4 damage."""
    game = board({"battlefield": [*basics(Swamp=2, Mountain=2)], "hand": ["Hellhole Rats"]},
                 {"hand": ["Hill Giant"]})
    cast(game, "Hellhole Rats")
    pass_both(game)
    game.apply("target P2")
    resolve_stack(game)
    assert names(game, "graveyard", 1) == ["Hill Giant"]
    assert life(game, 1) == 16


def test_608_2c_rupture_deals_the_sacrificed_creatures_power_to_each_creature_without_flying() -> None:
    """'Sacrifice a creature. Rupture deals damage equal to that creature's power to each creature without
    flying and each player.': a 3/3 Hill Giant sacrificed, 3 damage to each player and to the Grizzly Bears."""
    game = board({"battlefield": [*basics(Mountain=3), "Hill Giant"], "hand": ["Rupture"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Rupture")
    pass_both(game)
    assert names(game, "graveyard") == ["Hill Giant", "Rupture"]
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert (life(game, 0), life(game, 1)) == (17, 17)


def test_608_2c_hit_deals_damage_equal_to_the_sacrificed_permanents_mana_value() -> None:
    """'Target player sacrifices an artifact or creature. Hit deals damage to that player equal to that
    permanent's mana value.': a Hill Giant ({3}{R}), 4 damage."""
    game = board({"battlefield": [*basics(Swamp=2, Mountain=2)], "hand": ["Hit // Run"]},
                 {"battlefield": ["Hill Giant"]})
    cast(game, "Hit // Run", "P2", face=0)
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Hill Giant"]
    assert life(game, 1) == 16
