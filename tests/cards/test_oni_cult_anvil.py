"""Oni-Cult Anvil, compiled from its Oracle text and played: a leaves-the-battlefield trigger on one or more
artifacts (603.2c, 603.6c, 603.10a), only during your turn and only once each turn.

Oracle text: Whenever one or more artifacts you control leave the battlefield during your turn, create a 1/1
colorless Construct artifact creature token. This ability triggers only once each turn. / {T}, Sacrifice an
artifact: Oni-Cult Anvil deals 1 damage to each opponent. You gain 1 life."""

from __future__ import annotations

from support import activate, board, life, resolve_stack, tokens

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

ANVIL = "Oni-Cult Anvil"


def _sacrifice_ornithopter(active: str) -> object:
    game = board({"battlefield": [ANVIL, "Ornithopter"]}, active=active)
    if active == "P2":
        game.apply("pass")  # P2 passes priority to P1 (117.3d)
    activate(game, game.find(ANVIL), 1, sacrifice=[game.find("Ornithopter")])
    resolve_stack(game)
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(ANVIL)).ok


def test_603_6c_an_artifact_leaving_during_your_turn_makes_a_construct() -> None:
    game = _sacrifice_ornithopter("P1")
    assert [game.chars(t).name for t in tokens(game, 0)] == ["Construct Token"]
    assert life(game, 1) == 19 and life(game, 0) == 21


def test_not_during_an_opponents_turn() -> None:
    """'during your turn': sacrificing an artifact in the opponent's turn makes no Construct."""
    game = _sacrifice_ornithopter("P2")
    assert tokens(game, 0) == []
    assert life(game, 1) == 19
