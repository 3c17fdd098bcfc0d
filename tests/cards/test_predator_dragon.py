"""Predator Dragon: "Flying, haste / Devour 2 (As this enters the battlefield, you may sacrifice any number of
creatures. This creature enters the battlefield with twice that many +1/+1 counters on it.)" (702.82a)"""

from __future__ import annotations

from support import basics, board, cast, counters, pass_both, use_compiled

use_compiled("Predator Dragon")


def test_ruling_it_cant_devour_itself_or_an_opponents_creature() -> None:
    """Ruling (2008-10-01): "You may sacrifice only creatures that are already on the battlefield. ... The
    creature with devour also can't devour itself." Neither the Dragon nor the opponent's Bears are offered."""
    game = board({"hand": ["Predator Dragon"], "battlefield": [*basics(Mountain=6), "Llanowar Elves"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Predator Dragon")
    pass_both(game)
    q = game.state.question
    assert q is not None and q.options == (game.find("Llanowar Elves"),)
    game.apply(f"choose {q.options[0]}")
    assert counters(game, game.find("Predator Dragon")) == 2


def test_ruling_choosing_not_to_sacrifice_any() -> None:
    """Ruling (2008-10-01): "You may choose not to sacrifice any creatures for the Devour ability.\""""
    game = board({"hand": ["Predator Dragon"], "battlefield": [*basics(Mountain=6), "Llanowar Elves"]})
    cast(game, "Predator Dragon")
    pass_both(game)
    game.apply("choose")
    assert counters(game, game.find("Predator Dragon")) == 0
