"""Fateful Absence has no official rulings; these tests check its Oracle text in a game.

Oracle text: "Destroy target creature or planeswalker. Its controller investigates." (701.36a: investigate
means create a Clue token; 608.2h: 'its controller' from the destroyed creature's last known information)"""

from __future__ import annotations

from support import basics, board, cast, hand_size, pass_both, use_compiled

use_compiled("Fateful Absence")


def test_the_destroyed_creatures_controller_gets_a_clue() -> None:
    """Oracle: the creature's controller (P2), not the caster, creates the Clue."""
    game = board({"hand": ["Fateful Absence"], "battlefield": basics(Plains=2)},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Fateful Absence", game.find("Grizzly Bears"))
    pass_both(game)
    clues = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Clue"]
    assert len(clues) == 1 and game.state.objects[clues[0]].controller == 1
    assert "Grizzly Bears" not in [game.state.objects[o].card for o in game.state.zones["battlefield"]]


def test_701_36a_the_clue_draws_a_card() -> None:
    """111.10f: a Clue is an artifact with "{2}, Sacrifice this token: Draw a card." """
    game = board({"hand": ["Fateful Absence"], "battlefield": [*basics(Plains=4), "Grizzly Bears"]})
    cast(game, "Fateful Absence", game.find("Grizzly Bears"))
    pass_both(game)
    clue = game.find("Clue")
    hand = hand_size(game)
    game.apply(f"activate {clue} 1")
    game.apply("autopay")
    pass_both(game)
    assert clue not in game.state.zones["battlefield"]
    assert hand_size(game) == hand + 1
