"""Narset, Parter of Veils: "Each opponent can't draw more than one card each turn." (101.2, 121.1): a static
ability that limits its controller's opponents only."""

from __future__ import annotations

from support import basics, board, cast, hand_size, pass_both, use_compiled

use_compiled("Narset, Parter of Veils", "Divination")

NARSET = {"card": "Narset, Parter of Veils", "counters": {"loyalty": 5}}


def test_ruling_an_opponent_told_to_draw_several_draws_just_one() -> None:
    """Ruling: "If an opponent hasn't drawn any cards in a turn and a spell or ability instructs that player to draw
    multiple cards, that player will just draw one card." P2's Divination under P1's Narset: one card."""
    game = board({"battlefield": [NARSET]}, {"hand": ["Divination"], "battlefield": basics(Island=3)}, active="P2")
    cast(game, "Divination")
    before = hand_size(game, 1)
    pass_both(game)
    assert hand_size(game, 1) == before + 1


def test_its_controller_draws_as_usual() -> None:
    """'Each opponent': Narset's controller isn't limited. P1's Divination draws two."""
    game = board({"hand": ["Divination"], "battlefield": [NARSET, *basics(Island=3)]})
    cast(game, "Divination")
    before = hand_size(game, 0)
    pass_both(game)
    assert hand_size(game, 0) == before + 2
