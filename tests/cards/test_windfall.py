"""Windfall and Jace's Archivist, compiled from their Oracle text and played: 'Each player discards their hand, then
draws cards equal to the greatest number of cards a player discarded this way.' (701.9a, 608.2c: counted from the
discards of the same resolution; a discarded card is its owner's, 404.2)."""

from __future__ import annotations

from support import activate, board, cast, names, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_they_compile_fully() -> None:
    for name in ("Windfall", "Jace's Archivist"):
        assert compile_card(get_card(name)).ok, name


def test_each_player_draws_as_many_as_the_largest_hand_discarded() -> None:
    """P1 discards 2 cards (Windfall itself is on the stack), P2 discards 5: each player then draws 5."""
    game = board({"hand": ["Windfall", "Grizzly Bears", "Hill Giant"], "battlefield": ["Island", "Island", "Island"]},
                 {"hand": [{"card": "Forest", "count": 5}]})
    cast(game, game.find("Windfall"))
    pass_both(game)
    assert sorted(names(game, "graveyard", 0)) == ["Grizzly Bears", "Hill Giant", "Windfall"]
    assert len(names(game, "graveyard", 1)) == 5
    assert len(names(game, "hand", 0)) == 5 and len(names(game, "hand", 1)) == 5


def test_with_every_hand_empty_nobody_draws() -> None:
    """Jace's Archivist with both hands empty: no card was discarded this way, so each player draws none."""
    game = board({"battlefield": ["Jace's Archivist", "Island"]}, {})
    activate(game, game.find("Jace's Archivist"), 1)
    pass_both(game)
    assert names(game, "hand", 0) == [] and names(game, "hand", 1) == []
