"""Ground Seal, compiled from its Oracle text and played: 'Cards in graveyards can't be the targets of spells or
abilities.' (115.4, 601.2c: a spell with no legal target can't be cast)."""

from __future__ import annotations

from support import board, castable

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

SEAL = "Ground Seal"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(SEAL)).ok


def test_a_card_in_a_graveyard_cant_be_targeted_while_it_is_on_the_battlefield() -> None:
    """Raise Dead ('Return target creature card from your graveyard to your hand.') has no legal target with Ground
    Seal out, so it can't be cast (601.2c); without Ground Seal it can."""
    sealed = board({"hand": ["Raise Dead"], "battlefield": ["Swamp", SEAL], "graveyard": ["Grizzly Bears"]})
    assert not castable(sealed, "Raise Dead")
    open_game = board({"hand": ["Raise Dead"], "battlefield": ["Swamp"], "graveyard": ["Grizzly Bears"]})
    assert castable(open_game, "Raise Dead")


def test_ruling_it_only_works_on_the_battlefield() -> None:
    """Ruling (2012-07-01): "The last ability only works when Ground Seal is on the battlefield." With Ground Seal
    itself in the graveyard, Raise Dead may target the Bears."""
    game = board({"hand": ["Raise Dead"], "battlefield": ["Swamp"], "graveyard": ["Grizzly Bears", SEAL]})
    assert castable(game, "Raise Dead")
