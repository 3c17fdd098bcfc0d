"""Tireless Provisioner: "Landfall — Whenever a land enters the battlefield under your control, create a Food
token or a Treasure token." One of the two tokens, chosen by its controller as the ability resolves (608.2d;
111.10a Treasure, 111.10b Food). The card has no official rulings."""

from __future__ import annotations

import pytest
from support import board, pass_both, use_compiled
from support.reading import battlefield_names

use_compiled("Tireless Provisioner")


@pytest.mark.parametrize(("choice", "made"), [(0, "Food"), (1, "Treasure")])
def test_landfall_creates_the_chosen_one_of_food_or_treasure(choice: int, made: str) -> None:
    game = board({"hand": ["Forest"], "battlefield": [{"card": "Tireless Provisioner"}]})
    game.apply(f"play {game.find('Forest')}")
    pass_both(game)
    question = str(game.pending)
    assert "create a Food token" in question and "create a Treasure token" in question
    game.apply(f"choose {choice}")
    tokens = [n for n in battlefield_names(game, 0) if n in ("Food", "Treasure")]
    assert tokens == [made]  # one token, of the chosen kind, never both
