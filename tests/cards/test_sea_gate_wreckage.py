"""Sea Gate Wreckage, compiled from its Oracle text, in games.

Oracle text: {T}: Add {C}. / {2}{C}, {T}: Draw a card. Activate only if you have no cards in hand."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Sea Gate Wreckage")


def _can_draw(hand: list) -> bool:
    game = board({"hand": hand, "battlefield": ["Sea Gate Wreckage", "Wastes", "Island", "Island"]})
    wreckage = game.find("Sea Gate Wreckage")
    return any(a.kind == "activate" and a.args[:2] == (wreckage, 2) for a in game.legal_actions())


def test_602_5b_activate_only_with_no_cards_in_hand() -> None:
    assert _can_draw([])
    assert not _can_draw(["Shock"])
