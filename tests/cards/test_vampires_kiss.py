"""Vampire's Kiss has no official rulings; these tests check its Oracle text in a game.

Oracle text: "Target player loses 2 life and you gain 2 life. Create two Blood tokens." (111.10g: a Blood
token is a colorless Blood artifact token with "{1}, {T}, Discard a card, Sacrifice this token: Draw a
card.")"""

from __future__ import annotations

from support import basics, board, cast, life, pass_both, use_compiled

use_compiled("Vampire's Kiss")


def _blood(game) -> list[int]:
    return [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Blood"]


def test_two_blood_tokens_and_the_life() -> None:
    game = board({"hand": ["Vampire's Kiss"], "battlefield": basics(Swamp=2)})
    cast(game, "Vampire's Kiss", "P2")
    pass_both(game)
    assert len(_blood(game)) == 2 and life(game, 0) == 22 and life(game, 1) == 18
    assert "Artifact" in game.chars(_blood(game)[0]).types and not game.chars(_blood(game)[0]).colors


def test_111_10g_blood_discards_then_draws() -> None:
    """111.10g: {1}, {T}, discard a card and sacrifice it: draw a card. With no card in hand it can't be
    activated (the discard is a cost, 118.3)."""
    game = board({"hand": ["Vampire's Kiss"], "battlefield": basics(Swamp=3)})
    cast(game, "Vampire's Kiss", "P2")
    pass_both(game)
    blood = _blood(game)[0]
    assert not any(a.kind == "activate" and a.args[0] == blood for a in game.legal_actions())
