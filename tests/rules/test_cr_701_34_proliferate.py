"""CR 701.34a: "To proliferate means to choose any number of permanents and/or players that have a counter,
then give each one additional counter of each kind that permanent or player already has." Played with
Contentious Plan ("Proliferate. Draw a card.")."""

from __future__ import annotations

from support import basics, board, cast, pass_both, use_compiled

use_compiled("Contentious Plan")


def test_701_34a_one_more_counter_of_each_kind_already_there() -> None:
    """A permanent with two kinds of counters gets one more of each (+1/+1 and charge)."""
    game = board({"hand": ["Contentious Plan"],
                  "battlefield": [*basics(Island=2), {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "charge": 1}}]})
    cast(game, "Contentious Plan")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    game.apply(f"choose {bears}")
    obj = game.state.objects[bears]
    assert obj.counter("+1/+1") == 3 and obj.counter("charge") == 2


def test_701_34a_an_unchosen_permanent_gets_nothing() -> None:
    game = board({"hand": ["Contentious Plan"],
                  "battlefield": [*basics(Island=2), {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]})
    cast(game, "Contentious Plan")
    pass_both(game)
    game.apply("choose")
    assert game.state.objects[game.find("Grizzly Bears")].counter("+1/+1") == 1
