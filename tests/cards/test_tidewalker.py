"""Tidewalker: "Tidewalker enters the battlefield with a time counter on it for each Island you control. /
Vanishing (At the beginning of your upkeep, remove a time counter from it. When the last is removed,
sacrifice it.) / Tidewalker's power and toughness are each equal to the number of time counters on it."
(702.63b: vanishing without a number)"""

from __future__ import annotations

from support import basics, board, cast, events, names, pass_both, pass_until, use_compiled

use_compiled("Tidewalker")


def test_ruling_the_last_counter_removed_it_dies_as_a_0_0_before_the_sacrifice() -> None:
    """Ruling (2007-02-01): "Unless something is boosting Tidewalker's toughness, when the last time counter
    is removed, it will be put into the graveyard as a state-based action for having 0 toughness before it
    can be sacrificed as the result of vanishing.\""""
    game = board({"battlefield": [{"card": "Tidewalker", "counters": {"time": 1}}]}, step="untap")
    pass_until(game, "upkeep")
    pass_both(game)  # the counter is removed; state-based actions see a 0/0 (704.5f)
    assert names(game, "graveyard") == ["Tidewalker"]
    assert any("704.5f" in e.rules for e in events(game, "dies") + events(game, "sba"))
    pass_both(game)  # the sacrifice trigger resolves and does nothing (400.7)
    assert not events(game, "sacrifice")


def test_ruling_with_no_islands_neither_vanishing_trigger_triggers() -> None:
    """Ruling (2007-02-01): "If you don't control any Islands when Tidewalker enters the battlefield, its
    vanishing ability has no effect. (It enters the battlefield with no time counters on it, so neither of
    the vanishing triggers can trigger. ...) On the other hand, it will be 0/0 and will be put into its
    owner's graveyard unless something is boosting its toughness." Here nothing boosts it."""
    game = board({"hand": ["Tidewalker"], "battlefield": [*basics(Plains=2), "Mox Sapphire"]})
    cast(game, "Tidewalker")
    pass_both(game)
    assert names(game, "graveyard") == ["Tidewalker"]
    assert not game.state.stack and not events(game, "trigger")
