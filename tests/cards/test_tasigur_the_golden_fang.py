"""Tasigur, the Golden Fang, compiled from its Oracle text and played: its activated ability, whose card an
opponent chooses (608.2d; 'of an opponent's choice').

Oracle text: Delve / {2}{G/U}{G/U}: Mill two cards, then return a nonland card of an opponent's choice from your
graveyard to your hand."""

from __future__ import annotations

from support import activate, basics, board, names, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

TASIGUR = "Tasigur, the Golden Fang"


def _activated(graveyard: list[str], library: list[str]) -> object:
    game = board({"battlefield": [TASIGUR, *basics(Island=4)], "graveyard": graveyard, "library": library})
    activate(game, game.find(TASIGUR), 1)
    pass_both(game)
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(TASIGUR)).ok


def test_ruling_the_opponent_chooses_after_the_mill_any_nonland_card() -> None:
    """Rulings (2021-03-19): "You choose an opponent and that player chooses a nonland card only after you mill two
    cards." and "The chosen opponent can choose any nonland card in your graveyard, not just one of the milled
    cards." P2 chooses, among the milled Shock and the Counterspell already there (not the milled Forest)."""
    game = _activated(["Counterspell"], ["Shock", "Forest", "Island"])
    assert game.pending.player == 1
    # (the choice is posed mid-resolution: the milled Shock is an option under its graveyard id, 608.2d)
    counterspell = game.find("Counterspell", zone="graveyard")
    assert len(game.pending.options) == 2 and counterspell in game.pending.options
    game.apply(f"choose {counterspell}")
    assert names(game, "hand", 0) == ["Counterspell"]
    assert names(game, "graveyard", 0) == ["Forest", "Shock"]


def test_with_no_nonland_card_nothing_returns() -> None:
    game = _activated([], ["Forest", "Island", "Plains"])
    assert game.pending.kind == "priority"
    assert names(game, "hand", 0) == []
