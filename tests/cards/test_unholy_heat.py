"""Unholy Heat, compiled from its Oracle text: 'Unholy Heat deals 2 damage to target creature or
planeswalker. / Delirium — Unholy Heat deals 6 damage instead if there are four or more card types among
cards in your graveyard.' (608.2c, 205.2a, 207.2c)"""

from __future__ import annotations

from support import board, cast, pass_both


def _heat(graveyard: list[str]) -> int:
    game = board({"battlefield": ["Mountain"], "hand": ["Unholy Heat"], "graveyard": graveyard},
                 {"battlefield": ["Colossal Dreadmaw"]})
    dreadmaw = game.find("Colossal Dreadmaw")
    cast(game, game.find("Unholy Heat"), dreadmaw)
    pass_both(game)
    return game.state.objects[dreadmaw].damage if dreadmaw in game.zone("battlefield") else 6


def test_ruling_unholy_heat_isnt_in_the_graveyard_yet_as_it_resolves() -> None:
    """Ruling (2021-06-18): 'Unholy Heat checks your graveyard as it resolves to determine if it deals 2 or 6
    damage. At that time, Unholy Heat isn’t in the graveyard yet.' Artifact, creature and land are three
    types; Unholy Heat's own instant type doesn't count, so it deals 2."""
    assert _heat(["Ornithopter", "Forest"]) == 2
    assert _heat(["Ornithopter", "Forest", "Opt"]) == 6  # an instant already there makes four


def test_ruling_supertypes_and_subtypes_are_not_card_types() -> None:
    """Ruling (2021-06-18): 'Legendary, basic, and snow are supertypes, not card types; Kavu and Equipment
    are subtypes, not card types.' A basic snow land and a Forest are one card type."""
    assert _heat(["Snow-Covered Forest", "Forest", "Grizzly Bears", "Opt"]) == 2
