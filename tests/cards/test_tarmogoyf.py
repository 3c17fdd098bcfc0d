"""Tarmogoyf, compiled from its Oracle text: 'Tarmogoyf's power is equal to the number of card types among
cards in all graveyards and its toughness is equal to that number plus 1.' (604.3, 613.4a, 205.2a)"""

from __future__ import annotations

from support import board, cast, pass_both


def test_ruling_it_works_in_all_zones_and_counts_itself_in_the_graveyard() -> None:
    """Ruling (2021-03-19): 'The ability that defines Tarmogoyf's power and toughness works in all zones,
    not just the battlefield. If Tarmogoyf is in your graveyard, it will count itself.'"""
    game = board({"graveyard": ["Tarmogoyf"], "hand": ["Tarmogoyf"]})
    in_graveyard = game.find("Tarmogoyf", zone="graveyard")
    in_hand = game.find("Tarmogoyf", zone="hand")
    assert (game.chars(in_graveyard).power, game.chars(in_graveyard).toughness) == (1, 2)
    assert (game.chars(in_hand).power, game.chars(in_hand).toughness) == (1, 2)


def test_ruling_it_counts_card_types_not_cards() -> None:
    """Ruling (2021-03-19): 'Tarmogoyf counts card types, not cards. If the only card in all graveyards is a
    single artifact creature, Tarmogoyf will be 2/3. If the only cards in all graveyards are ten artifact
    creatures, Tarmogoyf will still be 2/3.'"""
    one = board({"battlefield": ["Tarmogoyf"]}, {"graveyard": ["Ornithopter"]})
    ten = board({"battlefield": ["Tarmogoyf"]}, {"graveyard": ["Ornithopter"] * 10})
    for game in (one, ten):
        goyf = game.find("Tarmogoyf")
        assert (game.chars(goyf).power, game.chars(goyf).toughness) == (2, 3)


def test_ruling_a_damage_instant_in_the_graveyard_raises_toughness_before_sbas() -> None:
    """Ruling (2021-03-19): 'If an instant or sorcery spell deals damage to Tarmogoyf or lowers its
    toughness, that spell is put into its owner's graveyard before state-based actions are performed. If
    that card is the first of its type to enter a graveyard, it will raise Tarmogoyf's toughness before the
    game checks to see if Tarmogoyf dies.' Lightning Bolt deals 3 to a 2/3 Tarmogoyf, which is then 3/4."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Tarmogoyf"], "graveyard": ["Ornithopter"]})
    goyf = game.find("Tarmogoyf")
    cast(game, "Lightning Bolt", goyf)
    pass_both(game)
    assert goyf in game.zone("battlefield") and game.chars(goyf).toughness == 4
