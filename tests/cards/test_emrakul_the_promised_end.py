"""Emrakul, the Promised End: 'This spell costs {1} less to cast for each card type among cards in your graveyard.'
(601.2f, 205.2a). Its cast trigger ('you gain control of target opponent during that player's next turn', 723:
controlling another player) is still refused, so the card as a whole doesn't load; the cost reduction is checked on
the card without that line."""

from __future__ import annotations

from support import board, castable, lands, use_compiled_without

from lithoform import Game

CAST_TRIGGER = ("When you cast this spell, you gain control of target opponent during that player's next turn. After "
                "that turn, that player takes an extra turn.")


def _game(n_lands: int, graveyard: list[str]) -> Game:
    use_compiled_without("Emrakul, the Promised End", CAST_TRIGGER)
    return board({"hand": ["Emrakul, the Promised End"], "battlefield": [lands("Wastes", n_lands)],
                  "graveyard": graveyard}, {})


def test_601_2f_one_less_for_each_card_type_in_your_graveyard() -> None:
    """Ruling (2016-07-13): 'The card types that could appear in your graveyard are artifact, creature, enchantment,
    instant, land, planeswalker, sorcery, and tribal ... Supertypes (such as legendary and basic) and subtypes (such
    as Human and Equipment) are not counted.' A land, an instant and a creature (two of them): {13} less 3 is {10}."""
    graveyard = ["Forest", "Shock", "Grizzly Bears", "Hill Giant"]
    assert castable(_game(10, graveyard), "Emrakul, the Promised End")
    assert not castable(_game(9, graveyard), "Emrakul, the Promised End")


def test_an_artifact_creature_counts_both_its_types() -> None:
    """205.2a: an artifact creature card is of two card types: Ornithopter alone takes {2} off."""
    assert castable(_game(11, ["Ornithopter"]), "Emrakul, the Promised End")
    assert not castable(_game(10, ["Ornithopter"]), "Emrakul, the Promised End")
