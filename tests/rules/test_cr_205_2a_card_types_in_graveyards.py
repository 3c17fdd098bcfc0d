"""CR 205.2a (the card types) and 207.2c (delirium is an ability word): counting the card types among cards
in a graveyard, and counting cards of a kind there (mechanics/graveyard_counts)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.mechanics.graveyard_counts.nodes import CardTypesAmong
from lithoform.mechanics.graveyard_counts.rules import card_types_among


def test_205_2a_each_card_type_counts_once_and_an_artifact_creature_counts_twice() -> None:
    game = board({"graveyard": ["Ornithopter", "Memnite", "Forest", "Shock"]})
    assert card_types_among(game.state, CardTypesAmong(), 0) == 4  # artifact, creature, land, instant
    assert card_types_among(game.state, CardTypesAmong(), 1) == 0


def test_205_2a_all_graveyards_counts_every_players_cards() -> None:
    game = board({"graveyard": ["Forest"]}, {"graveyard": ["Shock", "Grizzly Bears"]})
    assert card_types_among(game.state, CardTypesAmong(all_graveyards=True), 0) == 3


def _heat(graveyard: list[str]) -> bool:
    game = board({"battlefield": ["Mountain"], "hand": ["Unholy Heat"], "graveyard": graveyard},
                 {"battlefield": ["Colossal Dreadmaw"]})  # a 6/6
    dreadmaw = game.find("Colossal Dreadmaw")
    cast(game, game.find("Unholy Heat"), dreadmaw)
    pass_both(game)
    return dreadmaw in game.zone("battlefield")


def test_207_2c_delirium_four_card_types_deal_6_damage() -> None:
    """Unholy Heat: 'deals 6 damage instead if there are four or more card types among cards in your
    graveyard.'"""
    assert _heat(["Grizzly Bears", "Forest", "Opt"])  # three types: 2 damage
    assert not _heat(["Ornithopter", "Forest", "Opt"])  # artifact and creature, land, instant: 6 damage


def test_611_3a_as_long_as_two_instant_or_sorcery_cards_are_in_your_graveyard() -> None:
    """Ghitu Lavarunner: 'As long as there are two or more instant and/or sorcery cards in your graveyard,
    Ghitu Lavarunner gets +1/+0 and has haste.' The condition is checked continuously (611.3a)."""
    game = board({"battlefield": ["Ghitu Lavarunner", "Mountain"], "hand": ["Shock"], "graveyard": ["Opt"]})
    runner = game.find("Ghitu Lavarunner")
    assert game.chars(runner).power == 1 and "haste" not in game.chars(runner).keywords
    cast(game, game.find("Shock"), "P2")
    pass_both(game)
    assert game.chars(runner).power == 2 and "haste" in game.chars(runner).keywords
