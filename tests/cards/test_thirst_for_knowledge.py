"""Thirst for Knowledge: 'Draw three cards. Then discard two cards unless you discard an artifact card.'"""

from __future__ import annotations

from support import basics, board, cast, resolve_stack


def test_one_artifact_card_is_enough() -> None:
    """Ruling: 'You can discard either one artifact card or two cards which may or may not be artifacts. If you
    really want to, you can discard two artifact cards.'"""
    game = board({"battlefield": basics(Island=3), "hand": ["Thirst for Knowledge"],
                  "library": ["Ornithopter", "Grizzly Bears", "Shock", "Island"]})
    cast(game, "Thirst for Knowledge")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")  # the one artifact card (the only one: no choice)
    resolve_stack(game)
    assert len(game.zone("hand", player=0)) == 2
    assert len(game.zone("graveyard", player=0)) == 2
