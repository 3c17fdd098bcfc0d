"""Permanents separated into two piles, one pile destroyed or sacrificed (700.3; mechanics/permanent_piles):
Do or Die ('Separate all creatures target player controls into two piles. Destroy all creatures in the pile of that
player's choice. They can't be regenerated.') and the refusals around the phrase."""

from __future__ import annotations

from support import battlefield_names, board, cast, names, pass_both, use_compiled

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

use_compiled("Do or Die")


def _do_or_die(theirs: list) -> object:
    game = board({"battlefield": ["Swamp", "Swamp"], "hand": ["Do or Die"]}, {"battlefield": theirs})
    cast(game, "Do or Die", "P2")
    pass_both(game)
    return game


def test_700_3a_only_the_described_permanents_are_separated() -> None:
    """700.3a: each creature goes into exactly one pile; the player's lands aren't grouped at all."""
    game = _do_or_die(["Grizzly Bears", "Hill Giant", "Island"])
    assert set(game.pending.options) == {game.find("Grizzly Bears"), game.find("Hill Giant")}


def test_700_3_701_8a_the_chosen_pile_is_destroyed_and_the_other_stays() -> None:
    game = _do_or_die(["Grizzly Bears", "Hill Giant", "Island"])
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert game.pending.player == 1  # 'the pile of that player's choice' (608.2d)
    game.apply("choose 1")
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert battlefield_names(game, 1) == ["Hill Giant", "Island"]


def test_702_12b_an_indestructible_creature_of_the_chosen_pile_survives() -> None:
    game = _do_or_die(["Grizzly Bears", "Darksteel Myr"])
    game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    game.apply("choose 1")
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert battlefield_names(game, 1) == ["Darksteel Myr"]


def test_a_pile_sentence_of_other_permanents_than_those_separated_is_refused() -> None:
    """Only the exact phrase family compiles; other pile cards (Fight or Flight: attacking restrictions, Bend or
    Break: each player, an opponent's choice) stay refused."""
    assert compile_card(get_card("Do or Die")).ok
    assert not compile_card(get_card("Fight or Flight")).ok
    assert not compile_card(get_card("Bend or Break")).ok
