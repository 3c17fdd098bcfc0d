"""Permanents separated into two piles, one pile sacrificed (700.3; mechanics/permanent_piles), through Liliana of
the Veil's −6, and the refusals around the phrase."""

from __future__ import annotations

from support import activate, battlefield_names, board, names, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

LILIANA = "Liliana of the Veil"


def test_700_3a_only_the_described_permanents_of_that_player_are_separated() -> None:
    """700.3a: each of the player's permanents goes into exactly one pile; P1's own permanents aren't grouped."""
    game = board({"battlefield": [{"card": LILIANA, "counters": {"loyalty": 6}}, "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant", "Island"]})
    activate(game, game.find(LILIANA), 3, "P2")
    pass_both(game)
    assert set(game.pending.options) == {game.find("Hill Giant"), game.find("Island")}
    game.apply(f"choose {game.find('Hill Giant')}")
    game.apply("choose 1")
    assert names(game, "graveyard", 1) == ["Hill Giant"]
    assert battlefield_names(game, 1) == ["Island"]


def test_pile_cards_of_other_shapes_are_refused() -> None:
    """Do or Die's 'They can't be regenerated.' after the pile sentence, Fight or Flight (attack restrictions) and
    Bend or Break (each player, an opponent's choice) stay refused."""
    assert not compile_card(get_card("Do or Die")).ok
    assert not compile_card(get_card("Fight or Flight")).ok
    assert not compile_card(get_card("Bend or Break")).ok
