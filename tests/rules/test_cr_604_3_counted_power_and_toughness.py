"""CR 604.3, 613.4a: a characteristic-defining ability that sets power and/or toughness to a count
('Nightmare's power and toughness are each equal to the number of Swamps you control') applies in layer 7a,
is counted again whenever the characteristics are (611.3a), and functions in every zone (604.3), so the card
in a hand or a graveyard has the counted values too."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_604_3_the_abilities_compile_to_a_layer_7a_count() -> None:
    for name in ("Nightmare", "Tarmogoyf", "Dungrove Elder"):
        compiled = compile_card(get_card(name))
        assert compiled.card is not None, (name, compiled.unparsed)


def test_613_4a_nightmare_counts_the_swamps_its_controller_controls() -> None:
    game = board({"battlefield": ["Nightmare", "Swamp", "Swamp", "Island"]}, {"battlefield": ["Swamp"]})
    assert (game.chars(game.find("Nightmare")).power, game.chars(game.find("Nightmare")).toughness) == (2, 2)


def test_611_3a_the_count_changes_as_the_game_does() -> None:
    game = board({"battlefield": ["Nightmare", "Swamp"], "hand": ["Swamp"]})
    nightmare = game.find("Nightmare")
    assert game.chars(nightmare).power == 1
    game.apply(f"play {game.find('Swamp', zone='hand')}")
    assert game.chars(nightmare).power == 2


def test_604_3_it_functions_in_a_hand_and_a_graveyard() -> None:
    game = board({"battlefield": ["Swamp", "Swamp", "Swamp"], "hand": ["Nightmare"], "graveyard": ["Tarmogoyf",
                  "Shock", "Forest"]})
    assert game.chars(game.find("Nightmare", zone="hand")).power == 3
    goyf = game.find("Tarmogoyf", zone="graveyard")
    # creature, instant and land: 3/4 in the graveyard too
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (3, 4)


def test_613_4a_tarmogoyf_counts_card_types_in_all_graveyards_plus_one_toughness() -> None:
    """Tarmogoyf: 'Tarmogoyf's power is equal to the number of card types among cards in all graveyards and
    its toughness is equal to that number plus 1.'"""
    game = board({"battlefield": ["Tarmogoyf", "Mountain"], "hand": ["Shock"]},
                 {"graveyard": ["Forest"], "battlefield": ["Grizzly Bears"]})
    goyf = game.find("Tarmogoyf")
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (1, 2)
    cast(game, "Shock", game.find("Grizzly Bears"))
    pass_both(game)  # Shock (instant) and Grizzly Bears (creature) are now in graveyards
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (3, 4)
