"""Kaya's Wrath, compiled from its Oracle text and played: 'Destroy all creatures. You gain life equal to the number
of creatures you controlled that were destroyed this way.' (701.8a, 608.2c; who controlled each as it last existed
on the battlefield, 608.2h)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

WRATH = "Kaya's Wrath"
MANA = ["Plains", "Plains", "Swamp", "Swamp"]


def _wrath(mine: list[str], theirs: list[str]) -> Game:
    game = board({"hand": [WRATH], "battlefield": [*MANA, *mine]}, {"battlefield": theirs})
    cast(game, game.find(WRATH))
    pass_both(game)
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(WRATH)).ok


def test_you_gain_life_for_your_creatures_destroyed_not_your_opponents() -> None:
    """Two creatures of P1's and two of P2's are destroyed: P1 gains 2 life."""
    game = _wrath(["Grizzly Bears", "Hill Giant"], ["Serra Angel", "Llanowar Elves"])
    assert game.state.players[0].life == 22
    assert not [o for o in game.state.zones["battlefield"] if "Creature" in game.chars(o).types]


def test_ruling_an_indestructible_creature_isnt_destroyed_and_gains_no_life() -> None:
    """Ruling (2019-01-25): "If a creature you control has indestructible, it isn't destroyed this way and you
    won't gain life for it." """
    game = _wrath(["Grizzly Bears", "Darksteel Myr"], [])
    assert game.state.players[0].life == 21
    assert game.find("Darksteel Myr", zone="battlefield")


def test_ruling_a_creature_destroyed_but_put_elsewhere_still_counts() -> None:
    """Ruling (2019-01-25): "If a creature you control is destroyed but put into a zone other than a graveyard,
    you will gain life for it." With Rest in Peace out, both of P1's creatures are exiled: P1 gains 2."""
    game = _wrath(["Grizzly Bears", "Hill Giant", "Rest in Peace"], [])
    assert game.find("Grizzly Bears", zone="exile") and game.find("Hill Giant", zone="exile")
    assert game.state.players[0].life == 22
